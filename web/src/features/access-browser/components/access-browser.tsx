// User Management › Access Browser: who can see which rooms, units and patients, and why. Pick a
// user to see their rooms, or a room to see its viewers. The choice lives in the address
// (?user= or ?room=), so a view can be shared and reloaded; the answers are the server's.
import { Select, Stack, Tabs } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { useDivisionStore } from '../../../lib/division/division-store';
import { RoomAccess } from './room-access';
import { UserAccess } from './user-access';

type Mode = 'user' | 'room';

function UserPicker({ value, divisionId, onChange }: { value: string | null; divisionId: string; onChange: (id: string | null) => void }) {
  const users = useQuery(apiQueryOptions('listAccessBrowserUsers', { division_id: divisionId }));
  const data = (users.data ?? []).map((u) => ({ value: String(u.id), label: u.blocked ? `${u.name} (blocked)` : `${u.name} · ${u.role.name}` }));
  return <Select label="User" placeholder="Search users" searchable clearable data={data} value={value} onChange={onChange} nothingFoundMessage="No user of that name" maw={420} />;
}

function RoomPicker({ value, divisionId, onChange }: { value: string | null; divisionId: string; onChange: (id: string | null) => void }) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search, 250);
  // Searched on the server: a hospital may have thousands of rooms.
  const rooms = useQuery({ ...apiQueryOptions('listRooms', { division_id: divisionId, per_page: 25, ...(name ? { filters: { name } } : {}) }), placeholderData: keepPreviousData });
  const data = (rooms.data?.results ?? []).map((r) => ({ value: String(r.id), label: `${r.name} · ${r.unit.name} · ${r.division.name}` }));
  return (
    <Select
      label="Room" placeholder="Search rooms" searchable clearable data={data} value={value} onChange={onChange} maw={420}
      searchValue={search} onSearchChange={setSearch} filter={({ options }) => options} nothingFoundMessage="No room of that name"
    />
  );
}

export function AccessBrowser() {
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const roomId = params.get('room');
  const mode: Mode = roomId && !userId ? 'room' : params.get('by') === 'room' ? 'room' : 'user';
  // Keeps the other parameters (division_id) and shows one answer at a time.
  const choose = (next: Partial<Record<'user' | 'room' | 'by', string | null>>) => setParams((prev) => {
    const merged = new URLSearchParams(prev);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value); else merged.delete(key);
    }
    return merged;
  });
  return (
    <Tabs value={mode} onChange={(tab) => choose({ by: tab === 'room' ? 'room' : null, ...(tab === 'room' ? { user: null } : { room: null }) })}>
      <Tabs.List mb="md">
        <Tabs.Tab value="user">By user</Tabs.Tab>
        <Tabs.Tab value="room">By room</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="user">
        <Stack gap="md">
          <UserPicker value={userId} divisionId={divisionId} onChange={(id) => choose({ user: id })} />
          {userId ? <UserAccess userId={Number(userId)} divisionId={divisionId} onRoom={(id) => choose({ room: String(id), user: null, by: 'room' })} /> : null}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="room">
        <Stack gap="md">
          <RoomPicker value={roomId} divisionId={divisionId} onChange={(id) => choose({ room: id })} />
          {roomId ? <RoomAccess roomId={Number(roomId)} divisionId={divisionId} /> : null}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
