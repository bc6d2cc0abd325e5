// Units on the generic resource pages: the record page lists the unit's rooms.
import type { components } from '@bedside/openapi/api';
import { units } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { UnitRooms } from './components/unit-rooms';

type Unit = components['schemas']['Unit'];

export const unitsWeb: WebResource<Unit> = {
  descriptor: units,
  ShowExtras: UnitRooms,
  // Rooms show their unit's name, offer units in their form, and search finds units by name.
  related: [['get', '/rooms'], ['get', '/rooms/dropdown'], ['get', '/search']],
};
