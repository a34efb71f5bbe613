export interface MultipartFile {
  field: string;
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for fastify.inject: text fields first, then files. */
export function multipartBody(files: MultipartFile[], fields: Record<string, string> = {}) {
  const boundary = `----cardbinder${Math.random().toString(16).slice(2)}`;
  const chunks = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap((file) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One image of a test upload: the field defaults to photos and the type to JPEG. */
export interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

export const multipart = (files: FilePart[]) =>
  multipartBody(
    files.map((file) => ({
      ...file,
      field: file.field ?? 'photos',
      contentType: file.contentType ?? 'image/jpeg',
    })),
  );
