import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page template compressed once: each fixed part is a raw deflate segment ending on a byte
 * boundary (sync flush), so a response is the gzip header, the segments with this response's values
 * between them as stored (uncompressed) blocks, an empty final block and the trailer. A hit never
 * runs the compressor; browsers read it as any gzip stream.
 */
export function compressParts(parts: Buffer[]): Buffer[] {
  return parts.map((part) => deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

function storedBlock(value: Buffer): Buffer {
  const length = value.length;
  return Buffer.concat([Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]), value]);
}

/** The gzip body of `parts` joined by `values` (values[i] follows parts[i]; each under 64 KB), as chunks. */
export function gzipChunks(parts: Buffer[], segments: Buffer[], values: Buffer[]): Buffer[] {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  const account = (bytes: Buffer) => {
    // zlib.crc32 of an empty buffer forgets the running value (Node 20): skip it.
    if (bytes.length) crc = crc32(bytes, crc);
    size += bytes.length;
  };
  parts.forEach((part, i) => {
    pieces.push(segments[i] as Buffer);
    account(part);
    const value = values[i];
    if (value) {
      pieces.push(storedBlock(value));
      account(value);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return pieces;
}
