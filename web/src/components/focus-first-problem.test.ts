import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstProblem } from './focus-first-problem';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe('focusFirstProblem', () => {
  afterEach(() => { document.body.innerHTML = ''; });

  it('takes the keyboard to the field in error even when it is marked a few frames after the refusal', async () => {
    document.body.innerHTML = '<form><input id="name"><button id="save">Save</button></form>';
    const form = document.querySelector('form')!;
    const save = document.getElementById('save')!;
    save.focus();
    focusFirstProblem(form);
    await nextFrame();
    await nextFrame();
    // The render that marks the field comes late.
    document.getElementById('name')!.setAttribute('aria-invalid', 'true');
    for (let i = 0; i < 3; i += 1) await nextFrame();
    expect(document.activeElement?.id).toBe('name');
  });

  it('leaves the focus where the user took it outside the form', async () => {
    document.body.innerHTML = '<form><input id="name" aria-invalid="true"></form><input id="search">';
    const form = document.querySelector('form')!;
    focusFirstProblem(form);
    document.getElementById('search')!.focus();
    await nextFrame();
    await nextFrame();
    expect(document.activeElement?.id).toBe('search');
  });
});
