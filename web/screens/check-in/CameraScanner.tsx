import { CHECK_IN_TEXT } from "@contract/ui-text";
import { useEffect, useRef, useState } from "react";
import { decodeDrawable } from "./qr-decode";

// The chosen-image path loads this same chunk: camera and jsQR arrive together, once.
export { decodeImageFile } from "./qr-decode";

/** How often a frame is read: enough to feel instant, little enough for an old phone. */
const FRAME_MS = 200;
/** The same code seen again within this time is one scan, not a second check-in. */
const SAME_CODE_MS = 3_000;

/**
 * The phone's back camera through getUserMedia, a frame every 200 ms drawn on a canvas and read
 * by jsQR; each code found is handed on once. A camera that cannot be opened (refused, absent,
 * not a secure page) says so, and the screen's image and name search still work.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    let last = { code: "", at: 0 };
    const read = () => {
      const v = video.current;
      if (stopped || !v) return;
      if (v.readyState >= v.HAVE_CURRENT_DATA && v.videoWidth > 0) {
        const code = decodeDrawable(v, v.videoWidth, v.videoHeight);
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) {
          last = { code, at: now };
          handler.current(code);
        }
      }
      timer = window.setTimeout(read, FRAME_MS);
    };
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        read();
      } catch (error) {
        // Refused, no camera, or an insecure page: the other two ways remain.
        console.warn("camera unavailable", error);
        if (!stopped) setFailed(true);
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (failed)
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {CHECK_IN_TEXT.cameraUnavailable}
      </p>
    );
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Camera"
      className="aspect-square w-full max-w-sm rounded-lg bg-navy-900 object-cover"
    />
  );
}
