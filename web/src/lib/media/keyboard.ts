// Keyboard shortcuts of the call view: arrows pan, plus/minus zoom (spec section 2).

export type CameraKeyAction = 'pan-left' | 'pan-right' | 'pan-up' | 'pan-down' | 'zoom-in' | 'zoom-out';

type KeyLike = Pick<KeyboardEvent, 'key'> & Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey'>>;

const ACTIONS: Record<string, CameraKeyAction> = {
  ArrowLeft: 'pan-left',
  ArrowRight: 'pan-right',
  ArrowUp: 'pan-up',
  ArrowDown: 'pan-down',
  '+': 'zoom-in',
  // The unshifted plus key: users press it without Shift.
  '=': 'zoom-in',
  '-': 'zoom-out',
  _: 'zoom-out',
};

/**
 * True while the focus owns the keys: typing in a field, or a focused slider or menu using the
 * arrows itself. The arrows and +/- then belong to it, not the camera.
 */
function ownsKeys(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return true;
  if (element.isContentEditable) return true;
  if (element.closest?.('[role="slider"], [role="menu"], [role="listbox"]')) return true;
  const editable = element.closest?.('[contenteditable]');
  return !!editable && editable.getAttribute('contenteditable') !== 'false';
}

export function mapKey(event: KeyLike, target: EventTarget | null): CameraKeyAction | null {
  // Ctrl/Cmd with +/- is the browser's page zoom; leave it alone.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (ownsKeys(target)) return null;
  return ACTIONS[event.key] ?? null;
}
