/** PDF zoom and keyboard drag (spec 001 §2, §9): 50 %–300 % in steps of 25 %, 100 px per arrow key. */
export const PDF_ZOOM = { min: 0.5, max: 3, step: 0.25, initial: 1 } as const;
export const PDF_ARROW_STEP_PX = 100;

const clampZoom = (scale: number) => Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, Math.round(scale / PDF_ZOOM.step) * PDF_ZOOM.step));

/** One step larger, never above 300 %. */
export function zoomIn(scale: number): number {
  return clampZoom(scale + PDF_ZOOM.step);
}

/** One step smaller, never below 50 %. */
export function zoomOut(scale: number): number {
  return clampZoom(scale - PDF_ZOOM.step);
}

/** "125 %". */
export function formatZoom(scale: number): string {
  return `${Math.round(scale * 100)} %`;
}

/** The scroll offset an arrow key moves the page by, or null for other keys. */
export function getArrowScroll(key: string): { left: number; top: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { left: -PDF_ARROW_STEP_PX, top: 0 };
    case 'ArrowRight':
      return { left: PDF_ARROW_STEP_PX, top: 0 };
    case 'ArrowUp':
      return { left: 0, top: -PDF_ARROW_STEP_PX };
    case 'ArrowDown':
      return { left: 0, top: PDF_ARROW_STEP_PX };
    default:
      return null;
  }
}
