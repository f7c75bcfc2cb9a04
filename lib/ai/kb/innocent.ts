// Everyday expressions in which a word of the vocabulary is innocent (issue 19, lay language):
// "back" in "came back" is not back pain, "the back of the knee" is not the back, "burnt the rice"
// is no burn. The parser matches these phrases word for word, in
// order, before the findings (at equal length they win), and drops them: their words then serve no
// finding. Each is tested in lib/ai/parse.test.ts with a sentence in which the word is innocent and
// one in which the finding is real.
export const INNOCENT_PHRASES: readonly string[] = [
  // "back" as a direction or a return, not the body part
  "came back", "come back", "comes back", "coming back", "went back", "go back", "goes back", "going back", "gone back",
  "get back", "got back", "gets back", "getting back", "be back", "is back", "was back", "are back", "were back",
  "back home", "back to work", "back to school", "back to normal", "back to the", "back from", "back at home",
  "back garden", "back yard", "back door", "back seat", "back then", "back and forth", "way back",
  "call back", "called back", "calling back", "bring back", "brought back", "drove back", "walked back", "travelled back",
  "traveled back", "flew back", "sent back", "send back", "moved back", "looking back", "years back", "months back", "weeks back",
  // "back of" another part: the back of the head, neck, hand, knee, throat or eye
  "back of the", "back of my", "back of his", "back of her", "back of their", "back of your",
  // burning food or rubbish, not the skin
  "burnt the food", "burned the food", "burnt the rice", "burned the rice", "burnt the beans", "burned the beans",
  "burnt the pot", "burned the pot", "burnt the toast", "burned the toast", "burnt the milk", "burned the milk",
  "burnt the rubbish", "burning rubbish", "burning the rubbish", "burning trash", "burnt food", "burned food",
  // the skin of the back (red, peeling, blistered from the sun), not back pain
  "back is red", "back was red", "back is all red", "back is peeling", "back was peeling", "back is blistered",
  "back is blistering", "back has blisters", "skin on my back", "skin on his back", "skin on her back", "skin on the back",
  "skin of my back", "skin of the back",
];
