import { createContext, useContext, type ReactNode } from 'react';
import { defaultDateFormatSettings, type DateFormatSettings } from './date-format';

const DateFormatContext = createContext<DateFormatSettings>(defaultDateFormatSettings);

/** Gives every date below it the signed-in user's timezone and clock. */
export function DateFormatProvider({ settings, children }: { settings: DateFormatSettings; children: ReactNode }) {
  return <DateFormatContext.Provider value={settings}>{children}</DateFormatContext.Provider>;
}

export function useDateFormatSettings(): DateFormatSettings {
  return useContext(DateFormatContext);
}
