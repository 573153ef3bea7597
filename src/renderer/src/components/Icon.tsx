import { For, type JSX } from 'solid-js';
import { GLYPHS, type GlyphName, type GlyphPart } from './glyphs';

export interface IconProps {
  name: GlyphName;
  /** Pixel size; defaults to 1em via CSS. */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
  class?: string;
}

/** Glyph parts as SVG paths in the current colour (use inside any 24 × 24 coordinate space). */
export function GlyphPaths(props: { name: GlyphName }): JSX.Element {
  return (
    <For each={GLYPHS[props.name] as readonly GlyphPart[]}>
      {(part) =>
        part.stroke ? (
          <path
            d={part.d}
            fill="none"
            stroke="currentColor"
            stroke-width={part.width ?? 2.2}
            stroke-linecap="round"
            stroke-linejoin="round"
          />
        ) : (
          <path d={part.d} fill="currentColor" fill-rule="evenodd" />
        )
      }
    </For>
  );
}

/** A small inline SVG glyph. */
export function Icon(props: IconProps): JSX.Element {
  return (
    <svg
      class={`ml-icon ${props.class ?? ''}`}
      viewBox="0 0 24 24"
      width={props.size}
      height={props.size}
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : 'true'}
    >
      <GlyphPaths name={props.name} />
    </svg>
  );
}
