import { createUniqueId, For, type JSX } from 'solid-js';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, language, setLanguage, t } from './index';
import '../components/components.css';

/** A labelled select of the app's languages; a change applies at once and is remembered. */
export function LanguagePicker(props: { class?: string }): JSX.Element {
  const id = `ml-lang-${createUniqueId()}`;
  return (
    <span class={`ml-lang ${props.class ?? ''}`}>
      <label for={id} class="ml-lang__label">
        {t('language.label')}
      </label>
      <select
        id={id}
        class="ml-input ml-lang__select"
        value={language()}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        <For each={LANGUAGES}>
          {(code) => (
            <option value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          )}
        </For>
      </select>
    </span>
  );
}
