// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeArrivalFocus } from './use-screen-focus';

/** A screen as a step draws it: its heading (tabIndex -1) and one field. */
function screenWith(field: string) {
  document.body.innerHTML = `<main><h1 tabindex="-1">Empieza tu solicitud</h1>${field}</main>`;
  return { heading: document.querySelector('h1')!, field: document.querySelector<HTMLElement>('main > :not(h1)')! };
}

async function arrive(heading: HTMLElement) {
  takeArrivalFocus(heading);
  // The focus moves in the next frame: this frame callback runs after takeArrivalFocus's.
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the heading takes the focus on arrival, unless the applicant is in one of the fields', () => {
  it('nothing focused: the heading', async () => {
    const { heading } = screenWith('<input type="email">');
    await arrive(heading);
    expect(document.activeElement).toBe(heading);
  });

  it.each([
    ['a text being typed', '<input type="email">'],
    ['a box just ticked', '<input type="checkbox" checked>'],
    ['a choice just made', '<input type="radio" name="purpose" checked>'],
    ['a list', '<select><option>1</option></select>'],
  ])('%s keeps the focus (a drawn step handed over)', async (_what, markup) => {
    const { heading, field } = screenWith(markup);
    field.focus();
    await arrive(heading);
    expect(document.activeElement).toBe(field);
  });
});
