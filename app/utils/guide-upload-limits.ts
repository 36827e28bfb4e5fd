/** The guide upload's limit and messages (SPEC §5, §9), shared by the form in the browser and the server. */
import { GUIDE_UPLOAD } from "../../server/policy/index.js";

/** SPEC §9: the storage bucket's limit. */
export const MAX_GUIDE_BYTES = GUIDE_UPLOAD.bytes;

export const UPLOAD_MESSAGES = {
  tooLarge: GUIDE_UPLOAD.tooLarge,
  invalidType: "Invalid file type: Please upload a PDF file.",
  failed: "Upload failed: There was an error uploading your PDF. Please try again.",
  noFile: "Upload failed: Please choose a PDF file to upload.",
  unknownResource: "Upload failed: Please choose which guide this file replaces.",
} as const;
