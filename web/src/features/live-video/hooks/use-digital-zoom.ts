// Digital zoom of the patient video: the zoom state, hold-to-repeat actions for the buttons and the
// keyboard shortcuts (arrows pan, +/- zoom) while no text field, slider or menu has focus (spec sections 2 and 9).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  INITIAL_ZOOM, pan, zoomIn, zoomOut, type PanDirection, type ViewSize, type ZoomState,
} from '../../../lib/media/digital-zoom';
import { mapKey, type CameraKeyAction } from '../../../lib/media/keyboard';

export type ZoomAction = CameraKeyAction | 'reset';

function applyZoomAction(state: ZoomState, action: ZoomAction, size: ViewSize): ZoomState {
  switch (action) {
    case 'zoom-in': return zoomIn(state, size);
    case 'zoom-out': return zoomOut(state, size);
    case 'reset': return INITIAL_ZOOM;
    case 'pan-left':
    case 'pan-right':
    case 'pan-up':
    case 'pan-down':
      return pan(state, action.slice(4) as PanDirection, size);
  }
}

export function useDigitalZoom(enabled: boolean) {
  const [state, setState] = useState<ZoomState>(INITIAL_ZOOM);
  const viewRef = useRef<HTMLDivElement>(null);
  const act = useCallback((action: ZoomAction) => {
    const view = viewRef.current;
    const size = { width: view?.clientWidth ?? 0, height: view?.clientHeight ?? 0 };
    setState((current) => applyZoomAction(current, action, size));
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = mapKey(event, event.target);
      if (!action) return;
      event.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, act]);

  return { state: enabled ? state : INITIAL_ZOOM, act, viewRef };
}
