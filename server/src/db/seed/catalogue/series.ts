// The demo series: expository series through books of the Bible, topical and catechism series,
// a radio devotional, seminary lectures, and readings of classic sermons and books.
import type { EventType } from './event-types';
import type { CatalogueLanguage } from './languages';
import { parseTitledPassages, type TitledPassage } from './passage-titles';

export type SeriesSource =
  /** Walks the passage titles of one book in order, optionally only chapters from..to. */
  | { book: string; chapters?: readonly [number, number] }
  /** The sermons are listed here. */
  | { sermons: readonly TitledPassage[] }
  /** Readings of a historical speaker's works (HISTORICAL_SERMONS), items from..to (exclusive). */
  | { works: string; range: readonly [number, number] };

export interface SeriesSeed {
  broadcasterID: string;
  /** Display name of the preacher. */
  speaker: string;
  title: string;
  description: string | null;
  podcastEnabled: boolean;
  languageCode: CatalogueLanguage;
  eventType: EventType;
  source: SeriesSource;
  /** How many sermons; a book series longer than its passage list splits passages into parts. */
  count?: number;
  /** YYYY-MM-DD of the first sermon; null lets the generator choose a recent start. */
  startsOn: string | null;
  /** Days between sermons (7 for a weekly series). */
  everyDays: number;
  /** A book read aloud carries the date of its publication on every chapter. */
  fixedDate?: string;
}

const list = (block: string) => ({ sermons: parseTitledPassages(block) });

export const SERIES_SEEDS: readonly SeriesSeed[] = [
  {
    broadcasterID: 'gracecovenant', speaker: 'Daniel R. Whitaker', title: 'Romans: The Gospel of God',
    description: 'An expository series through Paul’s letter to the Romans, the fullest statement of the gospel in Scripture.',
    podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - AM', source: { book: 'Romans' }, count: 24, startsOn: null, everyDays: 7,
  },
  {
    broadcasterID: 'gracecovenant', speaker: 'Caleb Morrison', title: 'Songs of Ascent',
    description: 'The fifteen pilgrim psalms, Psalms 120 to 134, sung by Israel on the road up to Jerusalem.',
    podcastEnabled: false, languageCode: 'en', eventType: 'Sunday - PM', source: { book: 'Psalm', chapters: [120, 134] }, startsOn: '2023-01-08', everyDays: 7,
  },
  {
    broadcasterID: 'trinityrbc', speaker: 'Jonathan Reiff', title: 'The Gospel of John: That Ye Might Believe',
    description: 'These are written, that ye might believe that Jesus is the Christ, the Son of God (John 20:31).',
    podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - AM', source: { book: 'John' }, count: 22, startsOn: '2021-09-05', everyDays: 7,
  },
  {
    broadcasterID: 'trinityrbc', speaker: 'Matthew Stoltzfus', title: 'Ruth: Redemption in the Days of the Judges',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Sunday - PM', source: { book: 'Ruth' }, startsOn: '2019-06-02', everyDays: 7,
  },
  {
    broadcasterID: 'calvaryopc', speaker: 'Peter Vander Meer', title: 'The Westminster Shorter Catechism',
    description: 'Afternoon catechism sermons on the doctrines summarised in the Shorter Catechism.',
    podcastEnabled: true, languageCode: 'en', eventType: 'Sunday Afternoon', startsOn: '2018-09-09', everyDays: 14,
    source: list(`
      1 Corinthians 10:31|Q. 1: What Is the Chief End of Man?
      2 Timothy 3:16-17|Q. 2: The Word of God Our Only Rule
      John 4:24|Q. 4: What Is God?
      Matthew 28:19|Q. 6: Three Persons, One God
      Ephesians 1:11-12|Q. 7: The Decrees of God
      Hebrews 11:3|Q. 9: The Work of Creation
      Matthew 10:29-31|Q. 11: God's Works of Providence
      1 John 3:4|Q. 14: What Is Sin?
      1 Timothy 2:5-6|Q. 21: The Redeemer of God's Elect
      Romans 3:24-25|Q. 33: What Is Justification?
      2 Thessalonians 2:13|Q. 35: What Is Sanctification?
      John 1:12|Q. 86: What Is Faith in Jesus Christ?
      Acts 11:18|Q. 87: Repentance unto Life
      Philippians 4:6|Q. 98: What Is Prayer?
    `),
  },
  {
    broadcasterID: 'calvaryopc', speaker: 'Aaron Dykstra', title: 'Hebrews: A Better Covenant',
    description: 'Christ is better than the angels, better than Moses, better than Aaron: a series through the epistle to the Hebrews.',
    podcastEnabled: false, languageCode: 'en', eventType: 'Sunday - PM', source: { book: 'Hebrews' }, count: 16, startsOn: null, everyDays: 7,
  },
  {
    broadcasterID: 'hopebiblechurch', speaker: 'Ethan Caldwell', title: 'Mark: The Servant King',
    description: 'For even the Son of man came not to be ministered unto, but to minister (Mark 10:45).',
    podcastEnabled: true, languageCode: 'en', eventType: 'Sunday Service', source: { book: 'Mark' }, startsOn: '2022-01-09', everyDays: 7,
  },
  {
    broadcasterID: 'redeemerfw', speaker: 'Marcus Bell', title: 'Ephesians: Riches in Christ',
    description: null, podcastEnabled: true, languageCode: 'en', eventType: 'Sunday Service', source: { book: 'Ephesians' }, count: 15, startsOn: '2024-01-07', everyDays: 7,
  },
  {
    broadcasterID: 'redeemerfw', speaker: 'Luis Herrera', title: 'Jonah: The Reluctant Prophet',
    description: 'Wednesday night studies in the book of Jonah.', podcastEnabled: false, languageCode: 'en', eventType: 'Midweek Service',
    source: { book: 'Jonah' }, startsOn: '2020-02-05', everyDays: 7,
  },
  {
    broadcasterID: 'sovgracephx', speaker: 'Nathan Pryor', title: 'Philippians: Joy in Christ',
    description: 'Paul wrote his letter of joy from a Roman prison.', podcastEnabled: false, languageCode: 'en', eventType: 'Sunday Service',
    source: { book: 'Philippians' }, startsOn: '2017-04-23', everyDays: 7,
  },
  {
    broadcasterID: 'heritagebc', speaker: 'Wesley Harmon', title: 'Revelation: The Lamb upon the Throne',
    description: 'Sunday evening messages through the last book of the Bible.', podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - PM',
    source: { book: 'Revelation' }, startsOn: '2014-09-07', everyDays: 7,
  },
  {
    broadcasterID: 'heritagebc', speaker: 'James T. Colby', title: 'Proverbs: Wisdom for Daily Life',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Bible Study', source: { book: 'Proverbs' }, startsOn: '2016-01-06', everyDays: 7,
  },
  {
    broadcasterID: 'westminsterrpc', speaker: 'Andrew McFarland', title: 'Genesis: In the Beginning',
    description: 'The book of beginnings: creation, fall, flood and the promise to the fathers.', podcastEnabled: true, languageCode: 'en',
    eventType: 'Sunday - AM', source: { book: 'Genesis' }, count: 22, startsOn: '2012-01-08', everyDays: 7,
  },
  {
    broadcasterID: 'pilgrimradio', speaker: 'Timothy Lowe', title: 'Pilgrim Voice Daily',
    description: 'A fifteen-minute word for the day, on air weekday mornings.', podcastEnabled: true, languageCode: 'en', eventType: 'Radio Broadcast',
    startsOn: null, everyDays: 1,
    source: list(`
      Genesis 16:13|The God Who Sees
      2 Peter 1:19|A Light Shining in a Dark Place
      Romans 8:26|When You Cannot Pray
      Matthew 10:29-31|The Sparrow and the Hairs of Your Head
      Exodus 16:4|Manna for Today
      John 10:27-28|My Sheep Hear My Voice
      Philippians 4:11-13|Content in Every State
      Psalm 27:14|Wait on the Lord
      Isaiah 42:3|The Bruised Reed
      Psalm 42:8|His Song Shall Be with Me
      Romans 5:5|Hope Maketh Not Ashamed
      1 Samuel 7:12|Raising Your Ebenezer
      James 4:6|He Giveth More Grace
      Psalm 31:15|My Times Are in Thy Hand
    `),
  },
  {
    broadcasterID: 'covenantacademy', speaker: 'Benjamin Hale', title: 'Chapel: The Fruit of the Spirit',
    description: 'Upper school chapel talks on Galatians 5:22-23.', podcastEnabled: false, languageCode: 'en', eventType: 'Chapel Service',
    startsOn: '2024-09-03', everyDays: 7,
    source: list(`
      1 Corinthians 13:4-7|The Fruit of the Spirit Is Love
      Philippians 4:4|Fruit of the Spirit: Joy
      John 14:27|Fruit of the Spirit: Peace
      Colossians 3:12-13|Fruit of the Spirit: Longsuffering
      2 Timothy 2:24|Fruit of the Spirit: Gentleness
      Psalm 23:6|Fruit of the Spirit: Goodness
      Hebrews 11:6|Fruit of the Spirit: Faith
      Matthew 11:29|Fruit of the Spirit: Meekness
      1 Corinthians 9:25-27|Fruit of the Spirit: Temperance
    `),
  },
  {
    broadcasterID: 'hrts', speaker: 'Richard Ellison', title: 'Systematic Theology I: The Doctrine of God',
    description: 'Classroom lectures from the first-year course in systematic theology.', podcastEnabled: true, languageCode: 'en', eventType: 'Teaching',
    startsOn: '2023-09-05', everyDays: 7,
    source: list(`
      2 Timothy 3:16-17|Lecture 1: Prolegomena
      Romans 1:19-20|Lecture 2: The Knowability of God
      Exodus 3:14|Lecture 3: The Being of God
      Deuteronomy 6:4|Lecture 4: The Simplicity of God
      Malachi 3:6|Lecture 5: The Immutability of God
      Psalm 90:2|Lecture 6: The Eternity of God
      Psalm 139:1-6|Lecture 7: The Omniscience of God
      Isaiah 6:1-5|Lecture 8: The Holiness of God
      1 John 4:8-10|Lecture 9: The Love of God
      Matthew 3:16-17|Lecture 10: The Trinity in Scripture
      John 1:1-3|Lecture 11: The Trinity in the Creeds
      Ephesians 1:11|Lecture 12: The Decree of God
    `),
  },
  {
    broadcasterID: 'hrts', speaker: 'Joseph Mwangi', title: 'Chapel in Acts: The Spread of the Gospel',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Chapel Service', source: { book: 'Acts' }, count: 12, startsOn: '2025-01-13', everyDays: 7,
  },
  {
    broadcasterID: 'cornerstonefl', speaker: 'Anthony Rivera', title: '1 Peter: Strangers and Exiles',
    description: 'Living as God’s people in a world that is not our home.', podcastEnabled: true, languageCode: 'en', eventType: 'Sunday Service',
    source: { book: '1 Peter' }, startsOn: '2025-03-02', everyDays: 7,
  },
  {
    broadcasterID: 'cornerstonefl', speaker: 'Derek Simmons', title: 'Youth Night: Foundations',
    description: 'Friday night youth series on the basics of the Christian faith.', podcastEnabled: false, languageCode: 'en', eventType: 'Youth',
    startsOn: '2024-01-12', everyDays: 7,
    source: list(`
      2 Peter 1:16-21|Why Trust the Bible?
      Isaiah 40:25-26|Who Is God?
      Colossians 1:15-20|Who Is Jesus?
      Romans 3:23|What Is Sin?
      1 Corinthians 15:1-4|What Is the Gospel?
      Ephesians 4:11-16|Why the Church?
      Matthew 6:9-13|How Do I Pray?
      Acts 1:8|Living on Mission
    `),
  },
  {
    broadcasterID: 'bereanak', speaker: 'Kyle Jorgensen', title: 'James: Faith That Works',
    description: null, podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - AM', source: { book: 'James' }, startsOn: '2019-01-06', everyDays: 7,
  },
  {
    broadcasterID: 'emmanuelrb', speaker: 'Thomas Greer', title: 'Nehemiah: Rebuilding the Walls',
    description: 'Lessons for the church from the rebuilding of Jerusalem.', podcastEnabled: false, languageCode: 'en', eventType: 'Sunday - AM',
    source: { book: 'Nehemiah' }, startsOn: '2015-02-01', everyDays: 7,
  },
  {
    broadcasterID: 'boroughchapel', speaker: 'Jonathan Ashby', title: 'Isaiah: Comfort Ye My People',
    description: 'Morning sermons in Isaiah 40 to 55, the Book of Consolation.', podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - AM',
    source: { book: 'Isaiah', chapters: [40, 55] }, startsOn: '2018-01-07', everyDays: 7,
  },
  {
    broadcasterID: 'boroughchapel', speaker: 'Oliver Pennington', title: 'The Lord’s Prayer',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Sunday - PM', startsOn: '2021-10-03', everyDays: 7,
    source: list(`
      Matthew 6:9|Our Father Which Art in Heaven
      Matthew 6:9|Hallowed Be Thy Name
      Matthew 6:10|Thy Kingdom Come
      Matthew 6:10|Thy Will Be Done
      Matthew 6:11|Give Us This Day Our Daily Bread
      Matthew 6:12|Forgive Us Our Debts
      Matthew 6:13|Lead Us Not into Temptation
      Matthew 6:13|Thine Is the Kingdom
    `),
  },
  {
    broadcasterID: 'kirkhillfree', speaker: 'Iain MacLeod', title: 'The Sermon on the Mount',
    description: 'Sabbath morning sermons on Matthew 5 to 7.', podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - AM',
    source: { book: 'Matthew', chapters: [5, 7] }, startsOn: null, everyDays: 7,
  },
  {
    broadcasterID: 'kirkhillfree', speaker: 'Donald Mackay', title: 'Studies in Daniel',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Prayer Meeting', source: { book: 'Daniel' }, startsOn: '2016-10-06', everyDays: 7,
  },
  {
    broadcasterID: 'ebenezeraber', speaker: 'Rhys Griffiths', title: 'Colossians: Christ Is All',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Sunday Service', source: { book: 'Colossians' }, startsOn: '2020-09-06', everyDays: 7,
  },
  {
    broadcasterID: 'harbourlight', speaker: 'Graham Fraser', title: '1 John: That Your Joy May Be Full',
    description: 'An exposition of John’s first letter.', podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - AM',
    source: { book: '1 John' }, startsOn: '2022-09-11', everyDays: 7,
  },
  {
    broadcasterID: 'hillsgrace', speaker: 'Liam Thompson', title: 'Galatians: Freedom in Christ',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Sunday Service', source: { book: 'Galatians' }, startsOn: '2021-02-07', everyDays: 7,
  },
  {
    broadcasterID: 'swanvalleybc', speaker: 'Craig Mitchell', title: 'Exodus: Out of Egypt',
    description: 'Redemption, law and the presence of God in the book of Exodus.', podcastEnabled: true, languageCode: 'en', eventType: 'Sunday - AM',
    source: { book: 'Exodus' }, startsOn: '2023-05-07', everyDays: 7,
  },
  {
    broadcasterID: 'capegrace', speaker: 'Pieter van der Merwe', title: '2 Timothy: Guard the Good Deposit',
    description: null, podcastEnabled: false, languageCode: 'en', eventType: 'Sunday - AM', source: { book: '2 Timothy' }, startsOn: '2024-06-02', everyDays: 7,
  },
  {
    broadcasterID: 'manilabible', speaker: 'Joel Santos', title: 'The Parables of Jesus',
    description: 'Earthly stories with heavenly meanings, from Matthew and Luke.', podcastEnabled: true, languageCode: 'en', eventType: 'Sunday Service',
    startsOn: '2023-01-08', everyDays: 7,
    source: list(`
      Matthew 13:1-23|The Sower
      Matthew 13:24-30|The Wheat and the Tares
      Matthew 13:31-33|The Mustard Seed and the Leaven
      Matthew 13:44-46|The Hidden Treasure and the Pearl
      Matthew 18:21-35|The Unforgiving Servant
      Matthew 20:1-16|The Labourers in the Vineyard
      Matthew 22:1-14|The Wedding Feast
      Matthew 25:1-13|The Ten Virgins
      Matthew 25:14-30|The Talents
      Luke 10:25-37|The Good Samaritan
      Luke 14:15-24|The Great Supper
      Luke 15:11-32|The Lost Son and the Elder Brother
      Luke 16:1-13|The Unjust Steward
      Luke 18:1-8|The Persistent Widow
    `),
  },
  {
    broadcasterID: 'oldpaths', speaker: 'Charles H. Spurgeon', title: 'The New Park Street Pulpit',
    description: 'Sermons from Spurgeon’s first years in London, read from the published volumes.', podcastEnabled: true, languageCode: 'en',
    eventType: 'Classic Audio', source: { works: 'Charles H. Spurgeon', range: [0, 10] }, startsOn: '1855-01-07', everyDays: 7,
  },
  {
    broadcasterID: 'oldpaths', speaker: 'John Bunyan', title: 'The Pilgrim’s Progress',
    description: 'From this world to that which is to come, delivered under the similitude of a dream. Read complete in twelve parts.',
    podcastEnabled: true, languageCode: 'en', eventType: 'Audio Book', startsOn: null, everyDays: 1, fixedDate: '1678-02-18',
    source: list(`
      Acts 16:30-31|The City of Destruction
      Psalm 40:1-3|The Slough of Despond
      Galatians 1:6-9|Mr. Worldly Wiseman
      Matthew 7:13-14|The Wicket Gate
      John 16:13|The Interpreter's House
      Galatians 6:14|The Cross and the Sepulchre
      Hebrews 12:1-2|The Hill Difficulty
      Ephesians 2:19-22|The Palace Beautiful
      Ephesians 6:10-17|The Valley of Humiliation
      1 John 2:15-17|Vanity Fair
      Psalm 42:11|Doubting Castle
      Revelation 21:1-4|The Celestial City
    `),
  },
  {
    broadcasterID: 'oldpaths', speaker: 'J. C. Ryle', title: 'Holiness',
    description: 'Its nature, hindrances, difficulties and roots: J. C. Ryle’s classic of 1879, read chapter by chapter.',
    podcastEnabled: false, languageCode: 'en', eventType: 'Audio Book', startsOn: null, everyDays: 1, fixedDate: '1879-06-02',
    source: list(`
      1 John 3:4|Sin
      John 17:17|Sanctification
      Hebrews 12:14|Holiness
      1 Timothy 6:12|The Fight
      Luke 14:28|The Cost
      2 Peter 3:18|Growth
      2 Timothy 4:6-8|Assurance
      Hebrews 11:24-26|Moses: An Example
      Genesis 19:16|Lot: A Beacon
      Luke 17:32|A Woman to Be Remembered
      Luke 23:39-43|Christ's Greatest Trophy
      Mark 4:37-40|The Ruler of the Waves
      Matthew 16:18|The Church Which Christ Builds
      Revelation 2:7|Visible Churches Warned
      John 21:16|Lovest Thou Me?
      Ephesians 2:12|Without Christ
      John 7:37-38|Thirst Relieved
      Ephesians 3:8|Unsearchable Riches
      Colossians 3:11|Christ Is All
    `),
  },
  {
    broadcasterID: 'pilgrimradio', speaker: 'George Whitefield', title: 'Sermons of George Whitefield',
    description: 'The preaching of the Great Awakening, read for radio.', podcastEnabled: true, languageCode: 'en', eventType: 'Classic Audio',
    source: { works: 'George Whitefield', range: [0, 10] }, startsOn: '1739-02-18', everyDays: 63,
  },
  {
    broadcasterID: 'oldpaths', speaker: 'Jonathan Edwards', title: 'Northampton Sermons',
    description: 'Jonathan Edwards’s sermons from the years of the Northampton revivals.', podcastEnabled: false, languageCode: 'en',
    eventType: 'Classic Audio', source: { works: 'Jonathan Edwards', range: [0, 8] }, startsOn: '1731-07-08', everyDays: 217,
  },
  {
    broadcasterID: 'ebghamburg', speaker: 'Martin Luther', title: 'Luthers Predigten',
    description: 'Predigten des Reformators, gelesen nach gemeinfreien Ausgaben.', podcastEnabled: false, languageCode: 'de', eventType: 'Classic Audio',
    source: { works: 'Martin Luther', range: [0, 6] }, startsOn: '1522-03-09', everyDays: 1399,
  },
  {
    broadcasterID: 'eglisegrace', speaker: 'John Calvin', title: 'Sermons de Jean Calvin',
    description: 'Sermons prêchés à Genève, lus d’après les éditions du domaine public.', podcastEnabled: false, languageCode: 'fr',
    eventType: 'Classic Audio', source: { works: 'John Calvin', range: [0, 6] }, startsOn: '1550-11-16', everyDays: 91,
  },
  {
    broadcasterID: 'ebghamburg', speaker: 'Tobias Krüger', title: 'Der Römerbrief: Das Evangelium Gottes',
    description: 'Eine Predigtreihe durch den Brief des Paulus an die Römer.', podcastEnabled: true, languageCode: 'de', eventType: 'Sunday Service',
    source: { book: 'Romans' }, startsOn: '2023-09-03', everyDays: 7,
  },
  {
    broadcasterID: 'efgsiegen', speaker: 'Johannes Weber', title: 'Das Markusevangelium',
    description: null, podcastEnabled: false, languageCode: 'de', eventType: 'Sunday Service', source: { book: 'Mark' }, startsOn: '2021-01-10', everyDays: 7,
  },
  {
    broadcasterID: 'eglisegrace', speaker: 'Pierre-Luc Gagnon', title: 'L’Évangile selon Jean',
    description: 'Une série de prédications sur le quatrième Évangile.', podcastEnabled: true, languageCode: 'fr', eventType: 'Sunday Service',
    source: { book: 'John' }, startsOn: '2022-09-04', everyDays: 7,
  },
  {
    broadcasterID: 'seoulgrace', speaker: '김성민', title: '에베소서 강해',
    description: '주일 오전 예배에서 에베소서를 차례로 강해합니다.', podcastEnabled: true, languageCode: 'ko', eventType: 'Sunday Service',
    source: { book: 'Ephesians' }, startsOn: '2024-03-03', everyDays: 7,
  },
  {
    broadcasterID: 'seoulgrace', speaker: '이준호', title: '새벽기도회 시편 묵상',
    description: null, podcastEnabled: false, languageCode: 'ko', eventType: 'Prayer Meeting', source: { book: 'Psalm' }, startsOn: '2025-02-05', everyDays: 7,
  },
  {
    broadcasterID: 'igrejagraca', speaker: 'Rafael Monteiro', title: 'Romanos: A Justiça de Deus',
    description: 'Exposição da carta de Paulo aos Romanos.', podcastEnabled: true, languageCode: 'pt', eventType: 'Sunday Service',
    source: { book: 'Romans' }, startsOn: '2022-02-06', everyDays: 7,
  },
  {
    broadcasterID: 'iglesiagracia', speaker: 'Alejandro Martín', title: 'Efesios: Las riquezas de su gracia',
    description: 'Una serie expositiva en la carta a los Efesios.', podcastEnabled: true, languageCode: 'es', eventType: 'Sunday Service',
    source: { book: 'Ephesians' }, startsOn: '2023-01-15', everyDays: 7,
  },
  {
    broadcasterID: 'reformadagdl', speaker: 'Jorge Castillo', title: 'El Evangelio de Lucas',
    description: null, podcastEnabled: false, languageCode: 'es', eventType: 'Sunday Service', source: { book: 'Luke' }, startsOn: '2024-08-04', everyDays: 7,
  },
];
