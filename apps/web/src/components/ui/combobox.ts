import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';

export interface ComboboxOptions<T> {
  /** the suggestions as they stand */
  items: readonly T[];
  /** anything else that keeps the list shut (a search under way, the input not focused) */
  canShow?: boolean;
  /** a suggestion picked by click or by Enter on the highlighted one; the list has closed */
  onChoose: (item: T) => void;
  /** Escape with the list already shut (the landing's search clears its text); true if it acted */
  onEscapeClosed?: () => boolean;
}

/**
 * The ARIA combobox pattern (WAI-ARIA APG, "list autocomplete") for a text input over a list of
 * suggestions: open and highlighted state, the ids, and the keyboard — Down/Up open the list and
 * move (wrapping), Enter chooses the highlighted suggestion (otherwise the form submits), Escape
 * closes. Focus never leaves the input. Markup and looks stay with each field.
 */
export function useCombobox<T>({ items, canShow = true, onChoose, onEscapeClosed }: ComboboxOptions<T>) {
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const count = items.length;
  const expanded = isOpen && canShow && count > 0;
  const activeIndex = expanded && active < count ? active : -1;

  const open = () => setOpen(true);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  /** the text changed: the list shows again, nothing highlighted */
  const typed = () => {
    setOpen(true);
    setActive(-1);
  };
  const choose = (item: T) => {
    close();
    onChoose(item);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter': {
        const chosen = activeIndex >= 0 ? items[activeIndex] : undefined;
        if (chosen !== undefined) {
          event.preventDefault();
          choose(chosen);
        }
        break; // otherwise the form submits what was typed
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (onEscapeClosed?.()) {
          event.preventDefault();
        }
        break;
    }
  }

  return {
    inputId,
    listId,
    expanded,
    activeIndex,
    open,
    close,
    typed,
    choose,
    /** highlights a suggestion under the pointer */
    highlight: setActive,
    /** for the <input>: its role, state and keyboard */
    inputProps: {
      id: inputId,
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
    } as const,
    /** for the <ul> */
    listProps: { id: listId, role: 'listbox', hidden: !expanded } as const,
    /** for each <li> */
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === activeIndex,
        // Keeps focus in the input, so choosing is not a blur with half-typed text.
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onClick: () => {
          const item = items[index];
          if (item !== undefined) choose(item);
        },
      }) as const,
  };
}

/** What `optionProps` gives one option, for option components of their own. */
export type ComboboxOptionProps = ReturnType<ReturnType<typeof useCombobox>['optionProps']>;
