import sharp from 'sharp';

/**
 * A generated card-like photo as one arrives after upload: 1500×2100 JPEG, a border, a gradient, a "player"
 * shape, text and photo grain. Real photos compress about the same or better. `index` varies the colours and the
 * text, so every index is a different file.
 */

const WIDTH = 1500;
const HEIGHT = 2100;

// one grain for every photo: making 3 megapixels of noise costs more than the rest of the photo
let grain: Promise<Buffer> | null = null;
const photoGrain = () =>
  (grain ??= sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer());

export async function cardPhoto(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,25%)"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>
    <rect x="70" y="70" width="1360" height="1960" rx="30" fill="url(#g)"/>
    <ellipse cx="750" cy="820" rx="300" ry="420" fill="hsl(${(hue + 180) % 360},30%,40%)"/>
    <circle cx="750" cy="430" r="170" fill="#d9b38c"/>
    <rect x="70" y="1700" width="1360" height="330" fill="#fff" opacity="0.85"/>
    <text x="750" y="1880" font-size="130" text-anchor="middle" font-family="sans-serif" fill="#222">PLAYER ${index}</text>
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      { input: await photoGrain(), raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' },
    ])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}
