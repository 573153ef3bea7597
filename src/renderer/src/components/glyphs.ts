/** Glyph outlines on a 24 × 24 grid, shared by Icon and TilePicture (one source, small bundle). */

export interface GlyphPart {
  readonly d: string;
  /** Drawn with a stroke (width 2 on the 24 grid) instead of filled. */
  readonly stroke?: boolean;
  /** Stroke width on the 24 grid (2.2 by default). */
  readonly width?: number;
}

export const GLYPHS = {
  city: [
    {
      d: 'M3 21V7h3v2.5h2.2V7h2.6v2.5h2.4V7h2.6v2.5h2.2V7h3v14h-6.5v-4.5a2.5 2.5 0 0 0-5 0V21z',
    },
  ],
  road: [
    {
      d: 'M9 2h6l3.5 20h-13zM11.2 4.5l-.3 3.5h2.2l-.3-3.5zM10.7 10.5l-.3 4h3.2l-.3-4zM10.1 17l-.3 4h4.4l-.3-4z',
    },
  ],
  monastery: [
    {
      d: 'M11 1.5h2v2h2v1.8h-2v1.9l7.5 5.3V22h-17v-9.5L11 7.2V5.3H9V3.5h2zM10 22h4v-4a2 2 0 0 0-4 0z',
    },
  ],
  field: [
    {
      d: 'M5 21c.8-4.5.8-8.5-.5-13M10 21c0-5.5.8-9.5 2.5-13.5M14.5 21c0-5-.6-9-2-12M19.5 21c-.8-4.5-.6-8.5.8-12.5M2 21h20',
      stroke: true,
    },
  ],
  garden: [
    {
      d: 'M6.5 20a4.5 4.5 0 0 1-.8-8.9A5.5 5.5 0 0 1 12 4.5a5.5 5.5 0 0 1 6.3 6.6A4.5 4.5 0 0 1 17.5 20h-4v2.5h-3V20z',
    },
  ],
  shield: [{ d: 'M12 1.8l8.5 3.2v6.3c0 5.6-3.6 9.6-8.5 11.1-4.9-1.5-8.5-5.5-8.5-11.1V5z' }],
  crown: [{ d: 'M2.5 7.5l5 4.3L12 4l4.5 7.8 5-4.3L19.3 19H4.7zM4.7 20.5h14.6V22H4.7z' }],
  link: [
    {
      d: 'M10 14a4 4 0 0 0 5.7 0l3.2-3.2a4 4 0 0 0-5.7-5.7l-1.3 1.3M14 10a4 4 0 0 0-5.7 0l-3.2 3.2a4 4 0 0 0 5.7 5.7l1.3-1.3',
      stroke: true,
    },
  ],
  plus: [{ d: 'M12 4.5v15M4.5 12h15', stroke: true }],
  minus: [{ d: 'M4.5 12h15', stroke: true }],
  turn: [{ d: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 3v5h-5', stroke: true }],
  anywhere: [{ d: 'M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6', stroke: true }],
  plusOne: [{ d: 'M2.5 12h8M6.5 8v8M14 7.5l4-2.5v15M14.5 20h7', stroke: true }],
  arrow: [{ d: 'M12 1.5l9 10h-5.5V22h-7V11.5H3z' }],
  pitchfork: [{ d: 'M6.5 2v5.5c0 2.5 2.4 4 5.5 4s5.5-1.5 5.5-4V2M12 2v20', stroke: true }],
  club: [
    { d: 'M4.5 19.5L12.5 11.5', stroke: true, width: 3.6 },
    {
      d: 'M15.5 3a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zM15.5.8l1.6 2.6h-3.2zM22.2 7l-2.6 1.6V5.4zM21.5 14.2l-3-.4 2.2-2.2zM14 14.8l1.4 2.8-3 .2zM9 8.4l3 .9-2.2 2z',
    },
  ],
  diamond: [{ d: 'M12 1.5L22.5 12 12 22.5 1.5 12z' }],
} as const satisfies Record<string, readonly GlyphPart[]>;

export type GlyphName = keyof typeof GLYPHS;
