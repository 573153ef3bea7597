import type { JSX } from 'solid-js';
import { type Params, type TextKey, template } from './index';

/**
 * A message with `*marked*` parts shown in <strong> ("Stopped at *{name}*."): the marks are
 * found in the template before the placeholders are filled, so a name with a star stays text.
 */
export function Marked(props: { message: TextKey; params?: Params }): JSX.Element {
  return (
    <>
      {template(props.message)
        .split(/\*([^*]*)\*/)
        .map((part, i) => {
          const text = fill(part, props.params);
          return i % 2 === 1 ? <strong>{text}</strong> : text;
        })}
    </>
  );
}

const fill = (text: string, params?: Params): string =>
  params
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))
    : text;
