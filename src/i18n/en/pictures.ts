/** Pictures of the table (a reveal's dice, a scoresheet, a bracket): their titles and their text alternatives. */
export const pictureMessages = {};
