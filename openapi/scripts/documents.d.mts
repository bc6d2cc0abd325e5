export type DocumentName = 'api' | 'sim' | 'device-link' | 'device-control' | 'web-config' | 'realtime';
export const documents: Record<DocumentName, { source: string; output: string; lintOff: string[] }>;
export function loadDocument(name: DocumentName): Record<string, unknown>;
