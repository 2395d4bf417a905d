import { s3 } from './clients';
import { config } from './config';

/** ARCHITECTURE §5: `<companyId>/<area>/<id>/<name>`, with a name that is safe in a URL and a header. */
export const fileKey = (companyId: string, area: string, id: string, name: string): string => {
  const safe =
    name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(-100) || 'file';
  return `${companyId}/${area}/${id}/${safe}`;
};

/** The type a file's own bytes declare, whatever its name or the browser claimed. */
export const sniffType = (bytes: Uint8Array): string | null => {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
};

const OFFICE: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * An evidence document's type told from its own bytes: PDF and images by their signature; an
 * xlsx or docx is a zip (PK\x03\x04) whose name says which, and a zip under any other name is refused.
 */
export const documentType = (filename: string, bytes: Uint8Array): string | null => {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return OFFICE[filename.toLowerCase().split('.').pop() ?? ''] ?? null;
  }
  return sniffType(bytes);
};

/** S3's commands and the presigner load with the first file call (kernel/clients says why). */
const s3Sdk = () => import('@aws-sdk/client-s3');
const presigner = () => import('@aws-sdk/s3-request-presigner');

export const putFile = async (key: string, body: Uint8Array, contentType: string): Promise<void> => {
  const { PutObjectCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new PutObjectCommand({
      Bucket: config().BUCKET_NAME,
      Key: key,
      Body: body,
      ContentType: contentType,
      ServerSideEncryption: config().S3_ENDPOINT ? undefined : 'AES256',
    }),
  );
};

/** A private file's bytes (a mail's attachment, a job's input). */
export const readFile = async (key: string): Promise<Uint8Array> => {
  const { GetObjectCommand } = await s3Sdk();
  const got = await (await s3()).send(new GetObjectCommand({ Bucket: config().BUCKET_NAME, Key: key }));
  return got.Body!.transformToByteArray();
};

export const deleteFile = async (key: string): Promise<void> => {
  const { DeleteObjectCommand } = await s3Sdk();
  await (await s3()).send(new DeleteObjectCommand({ Bucket: config().BUCKET_NAME, Key: key }));
};

/** A short-lived link to read a private file. */
export const downloadUrl = async (key: string, expiresIn = 3600): Promise<string> => {
  const [{ GetObjectCommand }, { getSignedUrl }, client] = await Promise.all([s3Sdk(), presigner(), s3()]);
  return getSignedUrl(client, new GetObjectCommand({ Bucket: config().BUCKET_NAME, Key: key }), {
    expiresIn,
  });
};

/** A short-lived link the browser can PUT one file of this type to. */
export const uploadUrl = async (key: string, contentType: string, expiresIn = 600): Promise<string> => {
  const [{ PutObjectCommand }, { getSignedUrl }, client] = await Promise.all([s3Sdk(), presigner(), s3()]);
  return getSignedUrl(
    client,
    new PutObjectCommand({ Bucket: config().BUCKET_NAME, Key: key, ContentType: contentType }),
    { expiresIn },
  );
};
