// What the call view composes: the controls row, the camera panel beside the video and the
// digital-zoom wrapper of the video.
export { CallControls } from './call-controls';
export { CameraPanel } from './camera-controls';
export { ZoomableVideo } from './zoomable-video';
