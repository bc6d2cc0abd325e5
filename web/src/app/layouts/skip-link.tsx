import { useState, type CSSProperties } from 'react';

const hidden: CSSProperties = { position: 'absolute', left: -10_000, top: 0, width: 1, height: 1, overflow: 'hidden' };
const shown: CSSProperties = {
  position: 'fixed', left: 8, top: 8, zIndex: 1000, padding: '10px 16px', borderRadius: 4,
  background: 'var(--mantine-color-body)', color: 'var(--mantine-color-anchor)', boxShadow: 'var(--mantine-shadow-md)', fontWeight: 600,
};

/**
 * "Skip to main content": the first stop of the Tab key, out of sight until focused (WCAG 2.4.1).
 * Focus is moved by hand: a #hash navigation would go through the router.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${targetId}`}
      style={focused ? shown : hidden}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
