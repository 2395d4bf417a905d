import type { FileRule } from '@stratum/contracts';
import { AppError } from '@stratum/core/kernel/errors';
import Busboy from 'busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { UploadedFile } from './bind';

export const MAX_JSON_BYTES = 1024 * 1024;

const rawBody = (event: APIGatewayProxyEventV2): Buffer =>
  event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);

const contentType = (event: APIGatewayProxyEventV2): string =>
  (event.headers['content-type'] ?? '').toLowerCase();

/** The JSON object a write call carries; anything else is a 400 (or 413/415) that names the problem. */
export const jsonBody = (event: APIGatewayProxyEventV2): Record<string, unknown> => {
  const type = contentType(event);
  if (type.startsWith('multipart/')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This call takes a JSON body, not a file upload');
  }
  const raw = rawBody(event);
  if (raw.length > MAX_JSON_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB');
  if (raw.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('BAD_REQUEST', 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
};

/** Query parameters of a read call, as strings (the schemas coerce them). */
export const queryInput = (event: APIGatewayProxyEventV2): Record<string, unknown> => ({
  ...(event.queryStringParameters ?? {}),
});

/** A multipart upload: its text fields and the one file the route expects, size-checked as it streams. */
export const multipartBody = (
  event: APIGatewayProxyEventV2,
  rule: FileRule,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | undefined }> => {
  const type = contentType(event);
  if (!type.startsWith('multipart/form-data')) {
    return Promise.reject(
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the file as multipart/form-data in the field “${rule.field}”`,
      ),
    );
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, unknown> = {};
    let file: UploadedFile | undefined;
    let failure: AppError | undefined;
    let parser: Busboy.Busboy;
    try {
      parser = Busboy({
        headers: { 'content-type': event.headers['content-type'] ?? '' },
        limits: { fileSize: rule.maxBytes, files: 1, fields: 20, fieldSize: 4096 },
      });
    } catch {
      reject(new AppError('BAD_REQUEST', 'The upload is not valid multipart/form-data'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== rule.field) {
        failure ??= new AppError(
          'BAD_REQUEST',
          `${name}: unexpected file; send it in the field “${rule.field}”`,
        );
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        failure ??= new AppError(
          'PAYLOAD_TOO_LARGE',
          `${rule.field}: the file must be at most ${Math.round(rule.maxBytes / 1024 / 1024)} MB`,
        );
      });
      stream.on('close', () => {
        file = {
          filename: info.filename ?? 'file',
          contentType: info.mimeType,
          content: Buffer.concat(chunks),
        };
      });
    });
    parser.on('filesLimit', () => {
      failure ??= new AppError('BAD_REQUEST', `${rule.field}: send exactly one file`);
    });
    parser.on('error', () =>
      reject(new AppError('BAD_REQUEST', 'The upload is not valid multipart/form-data')),
    );
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file || file.content.length === 0) {
        reject(new AppError('BAD_REQUEST', `${rule.field}: a file is required`));
      } else resolve({ fields, file });
    });
    parser.end(rawBody(event));
  });
};
