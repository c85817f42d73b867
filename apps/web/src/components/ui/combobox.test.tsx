import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from './combobox.ts';

const FRUITS = ['Apple', 'Apricot', 'Avocado'];

/** The smallest field the hook serves: an input over the fruits starting with what was typed. */
function Field({ onChoose, onSubmit }: { onChoose: (fruit: string) => void; onSubmit: () => void }) {
  const [text, setText] = useState('');
  const items = FRUITS.filter((fruit) => fruit.toLowerCase().startsWith(text.toLowerCase()));
  const box = useCombobox({
    items,
    onChoose: (fruit) => {
      setText(fruit);
      onChoose(fruit);
    },
    onEscapeClosed: () => {
      if (!text) return false;
      setText('');
      return true;
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={box.inputId}>Fruit</label>
      <input
        {...box.inputProps}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          box.typed();
        }}
        onFocus={box.open}
        onBlur={box.close}
      />
      <ul {...box.listProps} aria-label="Fruits">
        {box.expanded &&
          items.map((fruit, index) => (
            <li key={fruit} {...box.optionProps(index)}>
              {fruit}
            </li>
          ))}
      </ul>
    </form>
  );
}

function setup() {
  const onChoose = vi.fn();
  const onSubmit = vi.fn();
  render(<Field onChoose={onChoose} onSubmit={onSubmit} />);
  return { onChoose, onSubmit, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Fruit' }) };
}

describe('useCombobox', () => {
  it('opens on focus, moves with the arrows (wrapping both ways) and names the highlighted option', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Avocado');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { selected: true });
    expect(first).toHaveTextContent('Apple');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
  });

  it('chooses the highlighted option on Enter without submitting, and submits when none is', async () => {
    const { user, input, onChoose, onSubmit } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Apricot');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('Apricot');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('chooses by click, keeping focus in the input', async () => {
    const { user, input, onChoose } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Avocado' }));
    expect(onChoose).toHaveBeenCalledWith('Avocado');
    expect(input).toHaveFocus();
  });

  it('closes on Escape, then hands a second Escape to the field', async () => {
    const { user, input } = setup();
    await user.type(input, 'ap');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('ap');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('starts again with nothing highlighted when the text changes', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    await user.type(input, 'a');
    expect(screen.queryByRole('option', { selected: true })).toBeNull();
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });
});
