import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import {
  assertStorageKey,
  createLocalFileStorage,
  type FileStorage,
  lengthCheck,
  StoredSizeMismatchError,
} from "./file-storage.ts";

/** Where the bucket is and how to sign in to it (the `S3_*` settings). */
export type S3StorageSettings = {
  /** An S3-compatible server's address (MinIO, Ceph, a test server); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Addresses the bucket as a path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
};

/** The bucket could not be reached, or refused: said plainly, with the key and the store's answer. */
export class FileStoreUnavailableError extends Error {
  constructor(action: string, key: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
    super(`The file store could not ${action} ${key}: ${reason}`, { cause });
    this.name = "FileStoreUnavailableError";
  }
}

function isMissingObject(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === "NoSuchKey" || error.name === "NotFound" || status === 404;
}

/**
 * Files in an S3-compatible bucket, so every instance of the app sees every upload. Keys are checked as
 * the local folder checks them; an object is written in one PUT, so it appears whole or not at all. A
 * store that is down or too slow (`timeoutMs` per attempt, 3 attempts) fails the call with
 * FileStoreUnavailableError; callers store the bytes before they record the file, so nothing is recorded
 * for bytes that were never kept.
 */
export function createS3FileStorage(
  settings: S3StorageSettings,
  options: { timeoutMs?: number } = {},
): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
    // A streamed upload has its length, so it goes as one plain PUT; the SDK's default checksum would
    // send it in "aws-chunked" encoding, which not every S3-compatible server reads.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: options.timeoutMs ?? 30_000,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = settings.bucket;

  return {
    async put(key, bytes) {
      assertStorageKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
        );
      } catch (error) {
        throw new FileStoreUnavailableError("store", key, error);
      }
    },

    async putStream(key, body, sizeBytes) {
      assertStorageKey(key);
      // One PUT of a known length, read from the stream as it is sent (a retry cannot re-read a stream,
      // so a failed attempt fails the call). A body that ends early or runs long aborts the request, so
      // the store keeps nothing.
      const checked = lengthCheck(key, sizeBytes);
      const abort = new AbortController();
      const reading = pipeline(body, checked).catch((error: unknown) => {
        abort.abort(error);
        throw error;
      });
      const sending = client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: checked, ContentLength: sizeBytes }),
        { abortSignal: abort.signal },
      );
      try {
        await Promise.all([reading, sending]);
      } catch (error) {
        if (error instanceof StoredSizeMismatchError) throw error;
        throw new FileStoreUnavailableError("store", key, error);
      }
    },

    async getStream(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) return null;
        return { body: object.Body, sizeBytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new FileStoreUnavailableError("read", key, error);
      }
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return await object.Body.transformToByteArray();
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new FileStoreUnavailableError("read", key, error);
      }
    },

    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return;
        throw new FileStoreUnavailableError("delete", key, error);
      }
    },

    async listKeys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      try {
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        throw new FileStoreUnavailableError("list", "the bucket", error);
      }
      return keys.sort();
    },
  };
}

/** The storage the settings name: the bucket when `S3_*` is set, else the local folder. */
export function createConfiguredFileStorage(config: { s3: S3StorageSettings | undefined; filesDir: string }) {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.filesDir);
}
