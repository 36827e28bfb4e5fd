/**
 * Reads a request body into memory with limits enforced while it streams, so
 * neither Content-Length nor chunked encoding can make us hold more than
 * `maxBytes`. Counting fields is one pass over the bytes (linear).
 */
export class BodyTooLarge extends Error {}

export function readLimitedBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBytes) return reject(new BodyTooLarge());
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off("data", onData);
        // Stop reading; the refusal is sent and the connection closed after it.
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks, size)));
    req.once("error", reject);
  });
}

/** Fields in a urlencoded or multipart body, counted without parsing it. */
export function countFields(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (boundary) return Math.max(0, occurrences(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`)) - 1);
  if (body.length === 0) return 0;
  return occurrences(body, Buffer.from("&")) + 1;
}

function occurrences(haystack, needle) {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}
