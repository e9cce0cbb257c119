import { LIMITS } from "@contract/constants";
import type { ProfileDto } from "@contract/dto";
import { PROFILE_MESSAGES, VALIDATION } from "@contract/ui-text";
import { useQueryClient } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { useRef, useState } from "react";
import { ApiError } from "@/api/client";
import { ownProfileQueryKey, uploadAvatar } from "@/api/my-profile";
import { UserAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

const TOO_LARGE_DETAIL = VALIDATION.fileTooLarge.replace(/^File too large:\s*/, "");

/** The profile photo with 'Change photo': image only, under 4 MB, progress while uploading. */
export function AvatarUpload({ profile }: { profile: ProfileDto }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/") || file.size >= LIMITS.avatarMaxBytes) {
      toast.error(PROFILE_MESSAGES.fileTooLargeTitle, { description: TOO_LARGE_DETAIL });
      return;
    }
    setProgress(0);
    try {
      const result = await uploadAvatar(file, setProgress);
      queryClient.setQueryData(ownProfileQueryKey, result.profile);
      toast.success(PROFILE_MESSAGES.pictureUpdated);
    } catch (err) {
      if (err instanceof ApiError && err.status === 413) {
        toast.error(PROFILE_MESSAGES.fileTooLargeTitle, { description: TOO_LARGE_DETAIL });
      } else {
        toast.error(PROFILE_MESSAGES.uploadFailed, {
          description: err instanceof ApiError && err.status === 400 ? err.message : undefined,
        });
      }
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <div className="flex flex-col items-center gap-3">
      <UserAvatar
        name={profile.display_name}
        src={profile.avatar_url}
        className="size-28 text-3xl ring-4 ring-gold-200"
        labelled
      />
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFile(e.target.files?.[0])}
        data-testid="avatar-input"
      />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <Camera aria-hidden="true" />
        {busy ? "Uploading…" : "Change photo"}
      </Button>
      {busy ? (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 w-32 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">JPEG, PNG, WebP or GIF, under 4 MB</p>
      )}
    </div>
  );
}
