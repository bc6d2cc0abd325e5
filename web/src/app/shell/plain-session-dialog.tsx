// What a session dialog shows when it cannot be drawn (its code did not load, or its content threw):
// the same title, text and one action, in plain elements that need nothing more to draw. Before,
// nothing showed: an expired session gave no way to sign in again, and Still There? could not be
// answered, so the logout came with no warning (the rules themselves run outside the dialogs).
import { useId } from 'react';

export interface PlainDialogContent {
  title: string;
  message: string;
  action: string;
  onAction: () => void;
}

/** Above Mantine's modals (200) and the session-ended dialog (400), as the dialog it stands for. */
const Z_INDEX = 401;

export function PlainSessionDialog({ title, message, action, onAction }: PlainDialogContent) {
  const id = useId();
  return (
    <div style={{ position: 'fixed', inset: 0, zIndex: Z_INDEX, display: 'grid', placeItems: 'center', background: 'rgba(0, 0, 0, 0.45)' }}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        style={{ background: '#fff', color: '#1a1b1e', padding: 24, borderRadius: 8, maxWidth: 440, margin: 16, fontFamily: 'system-ui, sans-serif' }}
      >
        <h2 id={`${id}-title`} style={{ margin: '0 0 12px', fontSize: 20 }}>{title}</h2>
        <p id={`${id}-text`} style={{ margin: '0 0 20px' }}>{message}</p>
        <div style={{ textAlign: 'right' }}>
          {/* Focused as the modal it stands for focuses its one way on. */}
          <button type="button" autoFocus onClick={onAction} style={{ font: 'inherit', padding: '8px 16px', cursor: 'pointer' }}>{action}</button>
        </div>
      </div>
    </div>
  );
}
