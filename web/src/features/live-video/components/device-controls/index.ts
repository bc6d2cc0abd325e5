// What the call view composes: the controls row and the digital-zoom wrapper of the video.
export { CallControls } from './call-controls';
export { ZoomableVideo } from './zoomable-video';
