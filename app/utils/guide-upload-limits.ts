/** The guide upload's limit and messages (SPEC §5, §9), shared by the form in the browser and the server. */

/** SPEC §9: the storage bucket's limit, 10485760 bytes. */
export const MAX_GUIDE_BYTES = 10 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  tooLarge: "File too large: Please upload a PDF file smaller than 10MB.",
  invalidType: "Invalid file type: Please upload a PDF file.",
  failed: "Upload failed: There was an error uploading your PDF. Please try again.",
  noFile: "Upload failed: Please choose a PDF file to upload.",
  unknownResource: "Upload failed: Please choose which guide this file replaces.",
} as const;
