import { describe, expect, it } from 'vitest';
import { mapKey } from './keyboard';

describe('mapKey', () => {
  const body = document.body;

  it('maps arrows to pan and plus/minus to zoom', () => {
    expect(mapKey({ key: 'ArrowLeft' }, body)).toBe('pan-left');
    expect(mapKey({ key: 'ArrowRight' }, body)).toBe('pan-right');
    expect(mapKey({ key: 'ArrowUp' }, body)).toBe('pan-up');
    expect(mapKey({ key: 'ArrowDown' }, body)).toBe('pan-down');
    expect(mapKey({ key: '+' }, body)).toBe('zoom-in');
    expect(mapKey({ key: '=' }, body)).toBe('zoom-in');
    expect(mapKey({ key: '-' }, body)).toBe('zoom-out');
    expect(mapKey({ key: 'a' }, body)).toBeNull();
  });

  it('leaves the keys to text fields and to the browser page zoom', () => {
    for (const tag of ['input', 'textarea', 'select']) {
      expect(mapKey({ key: 'ArrowLeft' }, document.createElement(tag))).toBeNull();
    }
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editor.append(inner);
    expect(mapKey({ key: '+' }, inner)).toBeNull();
    expect(mapKey({ key: '+', ctrlKey: true }, body)).toBeNull();
    expect(mapKey({ key: 'ArrowUp' }, document.createElement('button'))).toBe('pan-up');
  });

  it('leaves the arrows to a focused slider, menu or listbox, and to what they hold', () => {
    for (const role of ['slider', 'menu', 'listbox']) {
      const owner = document.createElement('div');
      owner.setAttribute('role', role);
      const item = document.createElement('span');
      owner.append(item);
      expect(mapKey({ key: 'ArrowLeft' }, owner)).toBeNull();
      expect(mapKey({ key: 'ArrowDown' }, item)).toBeNull();
    }
    const toolbar = document.createElement('div');
    toolbar.setAttribute('role', 'toolbar');
    expect(mapKey({ key: 'ArrowDown' }, toolbar)).toBe('pan-down');
  });
});
