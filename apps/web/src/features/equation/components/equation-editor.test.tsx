import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EquationButton } from './equation-button.tsx';
import { keypadGroups } from '../lib/keypad-groups.ts';
import { appendEquation, EquationEditor } from './equation-editor.tsx';

function renderEditor() {
  const onInsert = vi.fn<(converted: string) => void>();
  const onClose = vi.fn();
  render(<EquationEditor open onClose={onClose} onInsert={onInsert} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Equation' });
  return { onInsert, onClose, input, user: userEvent.setup() };
}

const preview = () => screen.getByRole('status', { name: 'Preview' });

/** Places the caret (and focus) in the input, as a click there would. */
function caretAt(input: HTMLInputElement, position: number) {
  act(() => {
    input.focus();
    input.setSelectionRange(position, position);
  });
}

describe('equation editor', () => {
  it('shows the converted text live as the student types', async () => {
    const { input, user } = renderEditor();
    expect(screen.getByRole('dialog', { name: 'Equation Editor' })).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Your equation appears here');

    await user.type(input, 'x^2 + a_{{ij}');
    expect(preview()).toHaveTextContent('x² + aᵢⱼ');
    await user.clear(input);
    await user.type(input, '\\int_0^1 x dx');
    expect(preview()).toHaveTextContent('∫₀¹ x dx');
  });

  it('inserts the converted text and closes', async () => {
    const { input, user, onInsert, onClose } = renderEditor();
    const insert = screen.getByRole('button', { name: 'Insert' });
    expect(insert).toBeDisabled();

    await user.type(input, 'x^{{10}');
    await user.click(insert);
    expect(onInsert).toHaveBeenCalledWith('x¹⁰');
    expect(onClose).toHaveBeenCalled();
  });

  it('inserts the source as LaTeX between dollars, drawn in its preview', async () => {
    const { input, user, onInsert, onClose } = renderEditor();
    const asLatex = screen.getByRole('button', { name: 'Insert as LaTeX' });
    expect(asLatex).toBeDisabled();

    await user.type(input, '  \\frac{{1}{{2} + x^2 ');
    expect(await screen.findByText((_, el) => el?.classList.contains('katex') ?? false)).toBeInTheDocument();
    await user.click(asLatex);
    expect(onInsert).toHaveBeenCalledWith('$\\frac{1}{2} + x^2$');
    expect(onClose).toHaveBeenCalled();
  });

  it('inserts with Enter in the input', async () => {
    const { input, user, onInsert } = renderEditor();
    await user.type(input, '\\alpha{Enter}');
    expect(onInsert).toHaveBeenCalledWith('α');
  });

  it('closes without inserting on Cancel', async () => {
    const { input, user, onInsert, onClose } = renderEditor();
    await user.type(input, 'x^2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('has the ten symbol groups as tabs, moved through with the arrow keys', async () => {
    const { user } = renderEditor();
    const tabs = screen.getAllByRole('tab');
    // The groups and their order are the keypad's (its tests hold the spec's list).
    expect(tabs.map((t) => t.textContent)).toEqual(keypadGroups.map((g) => g.name));
    expect(tabs).toHaveLength(10);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tabs[0]]);

    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Variables' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Variables' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Integrals' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Operators' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Integrals' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Integrals' })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: '∫ Integral' })).toBeInTheDocument();
  });

  it('inserts a key at the caret, keeping focus in the input', async () => {
    const { input, user } = renderEditor();
    await user.type(input, 'a  b');
    caretAt(input, 2);
    await user.click(screen.getByRole('tab', { name: 'Greek' }));
    caretAt(input, 2);
    await user.click(screen.getByRole('button', { name: 'π' }));
    expect(input).toHaveValue('a π b');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe(3);
    expect(preview()).toHaveTextContent('a π b');
  });

  it('replaces a selection with the key', async () => {
    const { input, user } = renderEditor();
    await user.type(input, 'x <= y');
    act(() => {
      input.focus();
      input.setSelectionRange(2, 4);
    });
    await user.click(screen.getByRole('tab', { name: 'Relations' }));
    act(() => {
      input.focus();
      input.setSelectionRange(2, 4);
    });
    await user.click(screen.getByRole('button', { name: '≤' }));
    expect(input).toHaveValue('x ≤ y');
  });

  it('puts the caret inside a template, so typing fills it', async () => {
    const { input, user } = renderEditor();
    await user.type(input, 'x');
    await user.click(screen.getByRole('tab', { name: 'Superscript' }));
    caretAt(input, 1);
    await user.click(screen.getByRole('button', { name: 'xⁿ Superscript' }));
    expect(input).toHaveValue('x^{}');
    expect(input.selectionStart).toBe(3);
    await user.keyboard('10');
    expect(input).toHaveValue('x^{10}');
    expect(preview()).toHaveTextContent('x¹⁰');
  });

  it('inserts an integral with bounds from the keypad', async () => {
    const { input, user, onInsert } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Integrals' }));
    caretAt(input, 0);
    await user.click(screen.getByRole('button', { name: '∫ₐᵇ Integral with bounds' }));
    await user.keyboard('0{ArrowRight}{ArrowRight}{ArrowRight}1{End} x dx');
    expect(input).toHaveValue('\\int_{0}^{1} x dx');
    expect(preview()).toHaveTextContent('∫₀¹ x dx');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledWith('∫₀¹ x dx');
  });

  it('keeps inserting where the last key left the caret when a keyboard user is on the keypad', async () => {
    const { input, user } = renderEditor();
    await user.type(input, 'F = ma');
    await user.click(screen.getByRole('tab', { name: 'Unit Vectors' }));
    const keypad = screen.getByRole('tabpanel');
    within(keypad).getByRole('button', { name: 'î' }).focus();
    await user.keyboard('{Enter}');
    within(keypad).getByRole('button', { name: 'ĵ' }).focus();
    await user.keyboard(' ');
    expect(input).toHaveValue('F = maîĵ');
  });

  it('starts empty each time it opens', async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <EquationEditor open={open} onClose={() => setOpen(false)} onInsert={() => undefined} />
        </>
      );
    }
    render(<Host />);
    await user.type(screen.getByRole('textbox', { name: 'Equation' }), 'x^2');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open', hidden: true }));
    expect(screen.getByRole('textbox', { name: 'Equation' })).toHaveValue('');
  });
});

describe('equation button', () => {
  function Field({ initial }: { initial: string }) {
    const [text, setText] = useState(initial);
    return (
      <>
        <output data-testid="field">{text}</output>
        <EquationButton label="Card 2 question" text={text} onTextChange={setText} />
      </>
    );
  }

  async function insertEquation(typed: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add equation to Card 2 question' }));
    expect(screen.getByText('Inserts into Card 2 question.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Equation' }), typed);
    await user.click(screen.getByRole('button', { name: 'Insert' }));
  }

  it('appends the equation with a space when the field does not end in one', async () => {
    render(<Field initial="Evaluate" />);
    await insertEquation('\\int_0^1 x^2 dx');
    expect(screen.getByTestId('field').textContent).toBe('Evaluate ∫₀¹ x² dx');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('appends without a space when the field ends in one, or is empty', async () => {
    render(<Field initial="Evaluate " />);
    await insertEquation('x^2');
    expect(screen.getByTestId('field').textContent).toBe('Evaluate x²');
  });

  it('gives the converted text and the append rule to onInsert', async () => {
    const onInsert = vi.fn<(converted: string, appendTo: (fieldText: string) => string) => void>();
    render(<EquationButton label="Card 2 question" onInsert={onInsert} />);
    await insertEquation('\\alpha');
    const [converted, appendTo] = onInsert.mock.calls[0]!;
    expect(converted).toBe('α');
    expect(appendTo('Angle')).toBe('Angle α');
    expect(appendTo('')).toBe('α');
  });

  it('exports the append rule', () => {
    expect(appendEquation('Solve', 'x²')).toBe('Solve x²');
  });
});
