/** Links into the stand-in pages of this server. */
export const learningHomeUrl = (origin: string, courseKey: string) =>
  `${origin}/learning/course/${encodeURIComponent(courseKey)}/home`;
export const paymentUrl = (origin: string, transactionId: string) =>
  `${origin}/payment/${encodeURIComponent(transactionId)}`;
export const certificatePath = (uuid: string) => `/certificates/${encodeURIComponent(uuid)}`;
