// A folder not yet in the translated list: its literals wait for its conversion.
export const NotYetTranslated = () => <p>Not translated yet</p>;
