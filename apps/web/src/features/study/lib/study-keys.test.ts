import { describe, expect, it } from 'vitest';
import { studyKeyAction } from './study-keys.ts';

function element(html: string, selector: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found = host.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe('studyKeyAction', () => {
  const body = document.body;

  it('Space flips and the arrows move when focus is on the page', () => {
    expect(studyKeyAction({ key: ' ', target: body })).toBe('flip');
    expect(studyKeyAction({ key: 'ArrowLeft', target: body })).toBe('prev');
    expect(studyKeyAction({ key: 'ArrowRight', target: body })).toBe('next');
    expect(studyKeyAction({ key: 'Enter', target: body })).toBeNull();
    expect(studyKeyAction({ key: 'a', target: body })).toBeNull();
  });

  it('flips on Space whatever button or link has focus (after a click on Next, Space still flips)', () => {
    const button = element('<button>Next</button>', 'button');
    const link = element('<a href="/x">Back</a>', 'a');
    const inside = element('<div role="button"><span>x</span></div>', 'span');
    expect(studyKeyAction({ key: ' ', target: button })).toBe('flip');
    expect(studyKeyAction({ key: ' ', target: link })).toBe('flip');
    expect(studyKeyAction({ key: ' ', target: inside })).toBe('flip');
    expect(studyKeyAction({ key: 'ArrowRight', target: button })).toBe('next');
    // Enter still presses the focused button.
    expect(studyKeyAction({ key: 'Enter', target: button })).toBeNull();
  });

  it('leaves Space to controls it toggles', () => {
    const checkbox = element('<div role="checkbox" tabindex="0"></div>', 'div');
    expect(studyKeyAction({ key: ' ', target: checkbox })).toBeNull();
  });

  it('never takes keys from text fields, dialogs or arrow-key widgets', () => {
    const input = element('<input type="search">', 'input');
    const editable = element('<div contenteditable="true"><b>x</b></div>', 'b');
    const inDialog = element('<dialog open><p>img</p></dialog>', 'p');
    const slider = element('<div role="slider" tabindex="0"></div>', 'div');
    for (const key of [' ', 'ArrowLeft', 'ArrowRight']) {
      expect(studyKeyAction({ key, target: input })).toBeNull();
      expect(studyKeyAction({ key, target: editable })).toBeNull();
      expect(studyKeyAction({ key, target: inDialog })).toBeNull();
    }
    expect(studyKeyAction({ key: 'ArrowLeft', target: slider })).toBeNull();
  });

  it('ignores presses with a modifier, or that something else already handled', () => {
    expect(studyKeyAction({ key: 'ArrowLeft', altKey: true, target: body })).toBeNull();
    expect(studyKeyAction({ key: 'ArrowRight', metaKey: true, target: body })).toBeNull();
    expect(studyKeyAction({ key: ' ', ctrlKey: true, target: body })).toBeNull();
    expect(studyKeyAction({ key: ' ', shiftKey: true, target: body })).toBeNull();
    expect(studyKeyAction({ key: ' ', defaultPrevented: true, target: body })).toBeNull();
  });
});
