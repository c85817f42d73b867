import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAnswerForm } from './text-answer-form.tsx';

const form = (value: string) =>
  render(<TextAnswerForm value={value} onChange={() => {}} onSubmit={() => {}} checking={false} questionId="q" />);

describe('TextAnswerForm', () => {
  it('previews an answer with math as it is typed', async () => {
    const { container } = form('$\\frac{1}{3}$');
    expect(screen.getByText('Preview')).toBeInTheDocument();
    await screen.findByText((_, el) => el?.classList.contains('katex') ?? false);
    expect(container.querySelector('.katex annotation')?.textContent).toBe('\\frac{1}{3}');
  });

  it('shows no preview for an answer without math, a price included', () => {
    form('It costs $5 and $10');
    expect(screen.queryByText('Preview')).toBeNull();
  });
});
