import { Kbd, Popover, TextInput } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDivisionStore } from '../../../lib/division/division-store';
import { useSearchState } from '../hooks/use-search-state';
import { useSlashShortcut } from '../hooks/use-slash-shortcut';
import { entryHref, entryKey, type SearchEntry } from '../utils/search-results';
import { optionId, SearchDropdown } from './search-dropdown';

/** The header's search box: '/' to focus, arrows to choose, Enter to open (Ctrl/Meta+Enter: new tab). */
export function GlobalSearch() {
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const divisionId = useDivisionStore((state) => state.divisionId) ?? '*';
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const { state, entries } = useSearchState(text);
  // A highlight that no longer matches a shown result counts as none.
  const activeIndex = entries.findIndex((entry) => entryKey(entry) === activeKey);
  const active = activeIndex >= 0 ? entries[activeIndex] : undefined;
  const hrefOf = (entry: SearchEntry) => entryHref(entry, divisionId);

  useSlashShortcut(() => inputRef.current?.focus());

  // Where the focus was before the box took it ('/' pressed there, or Tab from it); none after a
  // click, whatever had the focus before (the review: Esc jumped back to a link clicked earlier).
  const openerRef = useRef<HTMLElement | null>(null);
  const clickedRef = useRef(false);
  const close = () => {
    setOpened(false);
    inputRef.current?.blur();
  };
  // Escape blurs the box (shell §2, Global search) by giving the focus back to where it was, not to the top of the
  // page (a11y QA); after a click, the box just lets it go.
  const dismiss = () => {
    const opener = openerRef.current;
    setOpened(false);
    if (opener?.isConnected) opener.focus();
    else inputRef.current?.blur();
  };
  const finish = () => {
    setText('');
    setActiveKey(null);
    close();
  };
  const move = (step: number) => {
    if (entries.length === 0) return;
    const next = activeIndex < 0 ? (step > 0 ? 0 : entries.length - 1) : (activeIndex + step + entries.length) % entries.length;
    const entry = entries[next]!;
    setActiveKey(entryKey(entry));
    document.getElementById(optionId(listboxId, entry))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpened(true);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      const href = hrefOf(active);
      if (event.ctrlKey || event.metaKey) {
        window.open(href, '_blank', 'noopener');
      } else {
        finish();
        void navigate(href);
      }
    }
  };

  return (
    <Popover opened={opened} position="bottom-start" width="min(440px, calc(100vw - 16px))" shadow="md" trapFocus={false} returnFocus={false}>
      <Popover.Target>
        <TextInput
          ref={inputRef}
          w={{ base: 180, md: 320 }}
          placeholder="Search"
          aria-label="Search"
          role="combobox"
          aria-expanded={opened}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(listboxId, active) : undefined}
          rightSection={<Kbd size="xs">/</Kbd>}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActiveKey(null);
            setOpened(true);
          }}
          onMouseDown={() => { clickedRef.current = true; }}
          onFocus={(event) => {
            openerRef.current = !clickedRef.current && event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
            clickedRef.current = false;
            setOpened(true);
          }}
          onBlur={() => { clickedRef.current = false; setOpened(false); }}
          onKeyDown={onKeyDown}
        />
      </Popover.Target>
      {/* Pressing inside the list must not blur the box, or the list would close before the click lands. */}
      <Popover.Dropdown p={4} onMouseDown={(event) => event.preventDefault()}>
        <SearchDropdown
          listboxId={listboxId}
          state={state}
          activeKey={active ? entryKey(active) : null}
          hrefOf={hrefOf}
          onHover={(entry) => setActiveKey(entryKey(entry))}
          onOpen={finish}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
