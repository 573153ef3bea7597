/**
 * A 32-bit digest of bytes, a word at a time: enough to tell a torn or corrupt code cache from
 * a whole one (scripts/replay.cjs). FNV-1a's xor and multiply, with a rotation in each step:
 * a multiply only carries bits upward, so without it a change to the top bit of two words
 * cancelled out. node:crypto would do it too, but loading it (with the streams it needs) took
 * a tenth of the replay command's time; this runs interpreted (`--no-opt`) in about 2 ms.
 */
function digest(bytes) {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : Uint8Array.prototype.slice.call(bytes);
  const words = new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length >> 2);
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < words.length; i++) {
    const x = hash ^ words[i];
    hash = Math.imul((x << 5) | (x >>> 27), 0x01000193);
  }
  for (let i = words.length * 4; i < aligned.length; i++) {
    const x = hash ^ aligned[i];
    hash = Math.imul((x << 5) | (x >>> 27), 0x01000193);
  }
  // MurmurHash3's finish: every bit of the state reaches every bit of the digest.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash ^= hash >>> 16;
  return `${(hash >>> 0).toString(16)}-${bytes.length}`;
}

module.exports = { digest };
