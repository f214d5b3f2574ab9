// What each demo recording says. Scripture is read from public-domain translations (King James
// Version, Luther 1912, Reina-Valera 1909); the short introductions and reflections are written for
// this project. Kept between 30 and 90 seconds of speech so the demo stays small and quick to build.
import type { DemoMediaKey } from './demo-media-keys';

export interface DemoScript {
  /**
   * espeak-ng voice, with an optional `+variant` so the demo preachers do not all sound alike (the three
   * messages of the demo series share one preacher, so they share a voice).
   */
  voice: string;
  /** Words per minute; sermons are read a little slower than espeak's default 175. */
  wordsPerMinute: number;
  text: string;
}

export const DEMO_SCRIPTS: Record<DemoMediaKey, DemoScript> = {
  'psalm-23-shepherd': {
    voice: 'en-us+m3',
    wordsPerMinute: 145,
    text: `Our text this morning is the twenty-third Psalm, a psalm of David.
The Lord is my shepherd; I shall not want. He maketh me to lie down in green pastures: he leadeth me beside the still waters.
He restoreth my soul: he leadeth me in the paths of righteousness for his name's sake.
Yea, though I walk through the valley of the shadow of death, I will fear no evil: for thou art with me; thy rod and thy staff they comfort me.
Thou preparest a table before me in the presence of mine enemies: thou anointest my head with oil; my cup runneth over.
Surely goodness and mercy shall follow me all the days of my life: and I will dwell in the house of the Lord for ever.
Notice that David does not say the Lord is a shepherd, but my shepherd. The comfort of this psalm belongs to the one who can say that word. The valley is real, and David does not pretend otherwise. But the sheep is never alone in it, and the road does not end in the valley. It ends at a table, and in a house, for ever.`,
  },
  'john-3-so-loved': {
    voice: 'en-us',
    wordsPerMinute: 150,
    text: `Turn with me to the Gospel according to John, chapter three, beginning at verse fourteen.
And as Moses lifted up the serpent in the wilderness, even so must the Son of man be lifted up: that whosoever believeth in him should not perish, but have eternal life.
For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.
For God sent not his Son into the world to condemn the world; but that the world through him might be saved.
He that believeth on him is not condemned: but he that believeth not is condemned already, because he hath not believed in the name of the only begotten Son of God.
And this is the condemnation, that light is come into the world, and men loved darkness rather than light, because their deeds were evil.
The Israelites who were bitten in the wilderness were not healed by studying the serpent, or by admiring it. They were healed by looking. So it is with the Son of man. The gospel does not ask you to bring anything. It asks you to look, and live.`,
  },
  'romans-8-conquerors': {
    voice: 'en-gb-x-rp',
    wordsPerMinute: 145,
    text: `We come now to the close of the eighth chapter of the epistle to the Romans.
What shall we then say to these things? If God be for us, who can be against us?
He that spared not his own Son, but delivered him up for us all, how shall he not with him also freely give us all things?
Who shall lay any thing to the charge of God's elect? It is God that justifieth. Who is he that condemneth? It is Christ that died, yea rather, that is risen again, who is even at the right hand of God, who also maketh intercession for us.
Who shall separate us from the love of Christ? shall tribulation, or distress, or persecution, or famine, or nakedness, or peril, or sword?
Nay, in all these things we are more than conquerors through him that loved us.
For I am persuaded, that neither death, nor life, nor angels, nor principalities, nor powers, nor things present, nor things to come, nor height, nor depth, nor any other creature, shall be able to separate us from the love of God, which is in Christ Jesus our Lord.
Paul asks five questions, and every answer is a person. Not a feeling, not a circumstance, but Christ.`,
  },
  'isaiah-53-man-of-sorrows': {
    voice: 'en-gb-x-rp+m1',
    wordsPerMinute: 140,
    text: `Hear the word of the Lord from the prophet Isaiah, chapter fifty-three.
He is despised and rejected of men; a man of sorrows, and acquainted with grief: and we hid as it were our faces from him; he was despised, and we esteemed him not.
Surely he hath borne our griefs, and carried our sorrows: yet we did esteem him stricken, smitten of God, and afflicted.
But he was wounded for our transgressions, he was bruised for our iniquities: the chastisement of our peace was upon him; and with his stripes we are healed.
All we like sheep have gone astray; we have turned every one to his own way; and the Lord hath laid on him the iniquity of us all.
Seven centuries before the cross, the prophet wrote in the past tense, as though it were already done. Count the small words in these verses: our griefs, our sorrows, our transgressions, our peace. The servant suffers, and the benefit is ours.`,
  },
  'matthew-5-beatitudes': {
    voice: 'en-us+m1',
    wordsPerMinute: 150,
    text: `Our reading is from the fifth chapter of Matthew.
And seeing the multitudes, he went up into a mountain: and when he was set, his disciples came unto him: and he opened his mouth, and taught them, saying,
Blessed are the poor in spirit: for theirs is the kingdom of heaven.
Blessed are they that mourn: for they shall be comforted.
Blessed are the meek: for they shall inherit the earth.
Blessed are they which do hunger and thirst after righteousness: for they shall be filled.
Blessed are the merciful: for they shall obtain mercy.
Blessed are the pure in heart: for they shall see God.
Blessed are the peacemakers: for they shall be called the children of God.
Blessed are they which are persecuted for righteousness' sake: for theirs is the kingdom of heaven.
Blessed are ye, when men shall revile you, and persecute you, and shall say all manner of evil against you falsely, for my sake.
Rejoice, and be exceeding glad: for great is your reward in heaven: for so persecuted they the prophets which were before you.
The sermon begins where we would never begin, with the poor, the mourning and the meek. The kingdom is not earned at the top of the mountain. It is received at the bottom.`,
  },
  'corinthians-13-charity': {
    voice: 'en-gb-scotland',
    wordsPerMinute: 145,
    text: `Let us read together from the first epistle to the Corinthians, chapter thirteen.
Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, is not puffed up, doth not behave itself unseemly, seeketh not her own, is not easily provoked, thinketh no evil; rejoiceth not in iniquity, but rejoiceth in the truth; beareth all things, believeth all things, hopeth all things, endureth all things.
Charity never faileth: but whether there be prophecies, they shall fail; whether there be tongues, they shall cease; whether there be knowledge, it shall vanish away.
For we know in part, and we prophesy in part. But when that which is perfect is come, then that which is in part shall be done away.
When I was a child, I spake as a child, I understood as a child, I thought as a child: but when I became a man, I put away childish things.
For now we see through a glass, darkly; but then face to face: now I know in part; but then shall I know even as also I am known.
And now abideth faith, hope, charity, these three; but the greatest of these is charity.`,
  },
  'ephesians-2-by-grace': {
    voice: 'en-us+m2',
    wordsPerMinute: 150,
    text: `Open your Bibles to Ephesians, chapter two.
And you hath he quickened, who were dead in trespasses and sins; wherein in time past ye walked according to the course of this world, according to the prince of the power of the air, the spirit that now worketh in the children of disobedience.
But God, who is rich in mercy, for his great love wherewith he loved us, even when we were dead in sins, hath quickened us together with Christ, by grace ye are saved; and hath raised us up together, and made us sit together in heavenly places in Christ Jesus.
For by grace are ye saved through faith; and that not of yourselves: it is the gift of God: not of works, lest any man should boast.
For we are his workmanship, created in Christ Jesus unto good works, which God hath before ordained that we should walk in them.
Everything in this chapter turns on two words: but God. Dead men cannot help in their own resurrection. And yet grace does not leave us idle. We are not saved by good works, but we are saved for them.`,
  },
  'luke-15-the-father-ran': {
    voice: 'en-gb-x-rp+m1',
    wordsPerMinute: 145,
    text: `We return this evening to the fifteenth chapter of Luke, at verse seventeen.
And when he came to himself, he said, How many hired servants of my father's have bread enough and to spare, and I perish with hunger!
I will arise and go to my father, and will say unto him, Father, I have sinned against heaven, and before thee, and am no more worthy to be called thy son: make me as one of thy hired servants.
And he arose, and came to his father. But when he was yet a great way off, his father saw him, and had compassion, and ran, and fell on his neck, and kissed him.
But the father said to his servants, Bring forth the best robe, and put it on him; and put a ring on his hand, and shoes on his feet: and bring hither the fatted calf, and kill it; and let us eat, and be merry: for this my son was dead, and is alive again; he was lost, and is found.
The son rehearsed a speech on the road home. He never got to finish it. The father was already running.`,
  },
  'hebrews-11-by-faith': {
    voice: 'en-us+m4',
    wordsPerMinute: 145,
    text: `Our passage this morning is Hebrews, chapter eleven.
Now faith is the substance of things hoped for, the evidence of things not seen. For by it the elders obtained a good report.
Through faith we understand that the worlds were framed by the word of God, so that things which are seen were not made of things which do appear.
By faith Abel offered unto God a more excellent sacrifice than Cain, by which he obtained witness that he was righteous, God testifying of his gifts: and by it he being dead yet speaketh.
By faith Enoch was translated that he should not see death; and was not found, because God had translated him: for before his translation he had this testimony, that he pleased God.
But without faith it is impossible to please him: for he that cometh to God must believe that he is, and that he is a rewarder of them that diligently seek him.
Faith, in this chapter, is never a feeling floating on its own. It always leans on a word God has spoken, and it always gets up and does something.`,
  },
  'psalm-121-keeper': {
    voice: 'en-gb-x-rp+m1',
    wordsPerMinute: 140,
    text: `The hundred and twenty-first Psalm, a song of degrees, sung by pilgrims on the road to Jerusalem.
I will lift up mine eyes unto the hills, from whence cometh my help. My help cometh from the Lord, which made heaven and earth.
He will not suffer thy foot to be moved: he that keepeth thee will not slumber. Behold, he that keepeth Israel shall neither slumber nor sleep.
The Lord is thy keeper: the Lord is thy shade upon thy right hand. The sun shall not smite thee by day, nor the moon by night.
The Lord shall preserve thee from all evil: he shall preserve thy soul. The Lord shall preserve thy going out and thy coming in from this time forth, and even for evermore.
The pilgrim looks at the hills and asks where his help will come from. Not from the hills, but from the One who made them, and who never needs to sleep.`,
  },
  'psalm-23-de-hirte': {
    voice: 'de+m3',
    wordsPerMinute: 140,
    text: `Liebe Gemeinde, unser Predigttext steht im dreiundzwanzigsten Psalm.
Der Herr ist mein Hirte; mir wird nichts mangeln. Er weidet mich auf einer grünen Aue und führet mich zum frischen Wasser.
Er erquicket meine Seele; er führet mich auf rechter Straße um seines Namens willen.
Und ob ich schon wanderte im finstern Tal, fürchte ich kein Unglück; denn du bist bei mir, dein Stecken und Stab trösten mich.
Du bereitest vor mir einen Tisch im Angesicht meiner Feinde. Du salbest mein Haupt mit Öl und schenkest mir voll ein.
Gutes und Barmherzigkeit werden mir folgen mein Leben lang, und ich werde bleiben im Hause des Herrn immerdar.
David sagt nicht, dass das Tal nicht dunkel ist. Er sagt: denn du bist bei mir. Der gute Hirte geht mit uns durch jedes Tal, und am Ende steht der Tisch, den er uns bereitet hat. Amen.`,
  },
  'john-3-es-tal-manera': {
    voice: 'es+m3',
    wordsPerMinute: 145,
    text: `Hermanos, abramos la Biblia en el Evangelio según San Juan, capítulo tres.
Porque de tal manera amó Dios al mundo, que haya dado a su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.
Porque no envió Dios a su Hijo al mundo, para que condene al mundo, mas para que el mundo sea salvo por él.
El que en él cree, no es condenado; mas el que no cree, ya es condenado, porque no creyó en el nombre del unigénito Hijo de Dios.
Este versículo es quizá el más conocido de toda la Biblia, pero no por eso es menos asombroso. Dios no amó a un mundo hermoso y obediente; amó a un mundo que le había dado la espalda. Y su amor no se quedó en palabras: dio a su Hijo. La fe no es una obra que compra la salvación. Es la mano vacía que recibe el regalo. Amén.`,
  },
  'john-1-word-made-flesh': {
    voice: 'en-us+m3',
    wordsPerMinute: 145,
    text: `The Gospel according to John begins not in Bethlehem, but before the world began.
In the beginning was the Word, and the Word was with God, and the Word was God. The same was in the beginning with God.
All things were made by him; and without him was not any thing made that was made.
In him was life; and the life was the light of men. And the light shineth in darkness; and the darkness comprehended it not.
And the Word was made flesh, and dwelt among us, and we beheld his glory, the glory as of the only begotten of the Father, full of grace and truth.
The eternal Word did not send a message from a distance. He came and pitched his tent among us.`,
  },
  'psalm-1-two-ways': {
    voice: 'en-gb-x-rp',
    wordsPerMinute: 140,
    text: `The book of Psalms opens with a picture of two roads.
Blessed is the man that walketh not in the counsel of the ungodly, nor standeth in the way of sinners, nor sitteth in the seat of the scornful.
But his delight is in the law of the Lord; and in his law doth he meditate day and night.
And he shall be like a tree planted by the rivers of water, that bringeth forth his fruit in his season; his leaf also shall not wither; and whatsoever he doeth shall prosper.
The ungodly are not so: but are like the chaff which the wind driveth away.
Therefore the ungodly shall not stand in the judgment, nor sinners in the congregation of the righteous.
For the Lord knoweth the way of the righteous: but the way of the ungodly shall perish.`,
  },
};
