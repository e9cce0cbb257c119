import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { checkedKey, isSafeKey, keyOf, type Storage, UPLOADS_URL_PREFIX } from "./storage";

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …; decision 069), chosen with
 * STORAGE=s3. The files keep their `/uploads/{key}` URLs and are served by the app
 * (server/storage/routes.ts, with its ETag and year-long cache), so the bucket stays private
 * and the page's strict CSP needs no other origin. Several app servers share the bucket.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export function createS3Storage(settings: S3Settings): Storage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  return {
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: body, ContentType: contentType }),
      );
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await res.Body?.transformToByteArray();
        if (!bytes) return null;
        return { body: Buffer.from(bytes), contentType: res.ContentType ?? "application/octet-stream" };
      } catch (err) {
        // Not there: not a file of ours (as the other stores answer); anything else is a failure.
        if (err instanceof NoSuchKey) return null;
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    keyOf,
  };
}
