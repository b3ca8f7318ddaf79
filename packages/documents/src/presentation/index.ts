export { fitImage, type ImageSize, readImageSize } from "./presentation-image-size.ts";
export type { DeckForExport, SlideImage } from "./presentation-layout.ts";
export { presentationToPdf } from "./presentation-pdf-export.ts";
export { presentationToPptx } from "./presentation-pptx-export.ts";
