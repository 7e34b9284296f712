/** Which pixels of a page image are set, row by row. */
export type Mask = { readonly set: Uint8Array; readonly width: number; readonly height: number };

const FAR = 1e20;

/** One line of a squared Euclidean distance transform (Felzenszwalb and Huttenlocher): `from` into `to`. */
function transformLine(from: Float64Array, length: number, to: Float64Array): void {
  const f = (i: number) => from[i] ?? FAR;
  const parabolas = new Int32Array(length);
  const bounds = new Float64Array(length + 1);
  const vertex = (k: number) => parabolas[k] ?? 0;
  const crossing = (q: number, p: number) => (f(q) + q * q - (f(p) + p * p)) / (2 * q - 2 * p);
  let k = 0;
  bounds[0] = -FAR;
  bounds[1] = FAR;
  for (let q = 1; q < length; q++) {
    let s = crossing(q, vertex(k));
    while (s <= (bounds[k] ?? -FAR)) {
      k--;
      s = crossing(q, vertex(k));
    }
    k++;
    parabolas[k] = q;
    bounds[k] = s;
    bounds[k + 1] = FAR;
  }
  k = 0;
  for (let q = 0; q < length; q++) {
    while ((bounds[k + 1] ?? FAR) < q) k++;
    const p = vertex(k);
    to[q] = (q - p) * (q - p) + f(p);
  }
}

/** For every pixel, the squared distance in pixels to the nearest set pixel of `mask`. */
function squaredDistances(mask: Mask): Float64Array {
  const { set, width, height } = mask;
  const grid = new Float64Array(width * height);
  for (let i = 0; i < grid.length; i++) grid[i] = set[i] ? 0 : FAR;
  const size = Math.max(width, height);
  const line = new Float64Array(size);
  const out = new Float64Array(size);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = grid[y * width + x] ?? FAR;
    transformLine(line, height, out);
    for (let y = 0; y < height; y++) grid[y * width + x] = out[y] ?? FAR;
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) line[x] = grid[y * width + x] ?? FAR;
    transformLine(line, width, out);
    for (let x = 0; x < width; x++) grid[y * width + x] = out[x] ?? FAR;
  }
  return grid;
}

/**
 * How near the content comes to a decoration: the shortest distance, in pixels, between a pixel of one and a
 * pixel of the other (Infinity when either is empty).
 */
export function nearestDistance(decoration: Mask, content: Mask): number {
  const distances = squaredDistances(decoration);
  let nearest = FAR;
  for (let i = 0; i < content.set.length; i++) {
    if (content.set[i]) nearest = Math.min(nearest, distances[i] ?? FAR);
  }
  return nearest >= FAR ? Number.POSITIVE_INFINITY : Math.sqrt(nearest);
}
