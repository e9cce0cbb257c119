import { CHECK_IN_TEXT } from "@contract/ui-text";
import { Camera, CameraOff, ImageUp } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/* The camera and jsQR load only when a volunteer first scans or chooses an image (one chunk). */
const CameraScanner = lazy(() => import("./CameraScanner").then((m) => ({ default: m.CameraScanner })));

/** Two ways to read a ticket's QR code: the camera, or an image chosen from the phone. */
export function ScanPanel({ onCode, onNoCode }: { onCode: (code: string) => void; onNoCode: () => void }) {
  const [scanning, setScanning] = useState(false);
  const [reading, setReading] = useState(false);
  const fileId = useId();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const { decodeImageFile } = await import("./CameraScanner");
      const code = await decodeImageFile(file);
      if (code) onCode(code);
      else onNoCode();
    } catch (error) {
      // An image the browser cannot open is an image without a code, as far as the door goes.
      console.warn("image not readable", error);
      onNoCode();
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={scanning ? "outline" : "default"}
          onClick={() => setScanning((s) => !s)}
        >
          {scanning ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
          {scanning ? CHECK_IN_TEXT.stopScan : CHECK_IN_TEXT.scan}
        </Button>
        <Button asChild variant="outline" aria-busy={reading || undefined}>
          <label htmlFor={fileId} className="cursor-pointer">
            {reading ? <Spinner className="size-4 text-current" /> : <ImageUp aria-hidden="true" />}
            {CHECK_IN_TEXT.chooseImage}
          </label>
        </Button>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          className="sr-only"
          data-testid="qr-image-input"
          onChange={(e) => {
            void onFile(e.currentTarget.files?.[0]);
            e.currentTarget.value = "";
          }}
        />
      </div>
      {scanning ? (
        <Suspense fallback={<Spinner className="size-6" />}>
          <CameraScanner onCode={onCode} />
        </Suspense>
      ) : null}
    </div>
  );
}
