import { affidavitBlocks } from "./affidavit.form.ts";
import type { Block } from "./document-blocks.ts";
import type { DraftContext } from "./draft-sections.ts";
import { noticeOfMotionBlocks } from "./notice-of-motion.form.ts";

/**
 * A court application is brought by notice of motion supported by a founding affidavit. Key points
 * worded as an order ("Declaring …", "An order directing …", "Costs …") are the prayers; the rest are
 * the deponent's averments.
 */
const PRAYER_START =
  /^(?:an order|that the|declaring|directing|interdicting|restraining|reviewing|setting aside|ordering|compelling|condoning|evicting|granting|dispensing|costs)\b/i;

export function isPrayer(point: string): boolean {
  return PRAYER_START.test(point.trim());
}

export function draftCourtApplication(context: DraftContext): Block[] {
  const prayers = context.points.filter(isPrayer);
  const averments = context.points.filter((point) => !isPrayer(point));
  return [
    ...noticeOfMotionBlocks(context, prayers),
    { kind: "page-break" },
    ...affidavitBlocks(context, { name: "FOUNDING AFFIDAVIT", averments, isFounding: true }),
  ];
}
