// Titles for the occasions that are not ordinary preaching through a passage: conferences, funerals,
// weddings, youth and children's talks, debates, clips and so on. "-" marks a message with no text.
import type { EventType } from './event-types';
import { parseTitledPassages, type TitledPassage } from './passage-titles';

export interface OccasionTitle {
  bibleText: string | null;
  title: string;
}

const parse = (block: string): OccasionTitle[] =>
  parseTitledPassages(block).map((p: TitledPassage) => ({ bibleText: p.bibleText === '-' ? null : p.bibleText, title: p.title }));

export const OCCASION_TITLES: Partial<Record<EventType, readonly OccasionTitle[]>> = {
  Conference: parse(`
    2 Timothy 3:14-17|The Sufficiency of Scripture
    Psalm 67:1-7|Let All the Nations Praise Thee
    Habakkuk 3:1-2|Revive Thy Work, O Lord
    Acts 6:1-4|The Pastor and His Prayer Life
    Luke 24:25-27|Christ in All the Scriptures
    1 Corinthians 16:13-14|Quit You Like Men
    Matthew 28:18-20|The Triune God and the Great Commission
    1 John 5:13|The Grounds of Assurance
    Jeremiah 29:4-7|Seek the Peace of the City
    Luke 18:1-8|Men Ought Always to Pray
    Deuteronomy 6:4-9|Recovering the Family Altar
    Romans 1:16-17|Reformation Then and Now
    Revelation 7:9-12|Every Kindred and Tongue
    2 Corinthians 4:1-7|We Preach Not Ourselves
  `),
  'Camp Meeting': parse(`
    Psalm 85:1-7|Wilt Thou Not Revive Us Again?
    Hebrews 12:22-24|The Blood That Speaketh Better Things
    Luke 16:19-31|The Rich Man and Lazarus
    1 Thessalonians 4:13-18|The Lord Himself Shall Descend
    John 3:1-7|Ye Must Be Born Again
    Isaiah 1:16-20|Come Now, and Let Us Reason Together
  `),
  'Special Meeting': parse(`
    Matthew 9:35-38|Pray Ye the Lord of the Harvest
    Psalm 100:1-5|Enter into His Gates with Thanksgiving
    Acts 20:28-32|Take Heed unto the Flock
    1 Samuel 7:12|Hitherto Hath the Lord Helped Us
    Luke 23:33-46|Father, Forgive Them
    Psalm 90:12-17|A New Year's Prayer
    Isaiah 9:6-7|His Name Shall Be Called Wonderful
    Matthew 28:1-10|He Is Not Here, for He Is Risen
  `),
  'Funeral Service': parse(`
    2 Corinthians 5:1-8|Absent from the Body, Present with the Lord
    Psalm 116:12-19|Precious in the Sight of the Lord
    John 11:20-27|I Am the Resurrection and the Life
    John 14:1-3|In My Father's House
    2 Timothy 4:6-8|A Finished Course
    Revelation 14:13|Blessed Are the Dead Which Die in the Lord
  `),
  Wedding: parse(`
    Ephesians 5:22-33|This Is a Great Mystery
    Ecclesiastes 4:9-12|A Threefold Cord
    1 Corinthians 13:4-8|Charity Suffereth Long
    Ruth 1:16-17|Whither Thou Goest, I Will Go
    Matthew 19:4-6|What God Hath Joined Together
  `),
  Youth: parse(`
    1 Timothy 4:12-16|Let No Man Despise Thy Youth
    2 Timothy 2:22|Flee Youthful Lusts
    Ecclesiastes 12:1|Remember Thy Creator in Thy Youth
    Daniel 1:8-16|Dare to Be a Daniel
    Romans 12:1-2|Not Conformed to This World
    Galatians 2:20|Who Am I? Identity in Christ
    Psalm 119:9-11|How Shall a Young Man Cleanse His Way?
  `),
  Children: parse(`
    Mark 4:35-41|Jesus Calms the Storm
    1 Samuel 17:40-50|David and Goliath
    Mark 10:13-16|Jesus and the Little Children
    Genesis 7:1-16|Noah and the Ark
    Jonah 1:17-2:10|Jonah and the Great Fish
    Luke 15:3-7|The Shepherd Who Found His Sheep
    Daniel 6:16-23|God Shut the Lions' Mouths
  `),
  'Question & Answer': parse(`
    1 John 5:13|Ask the Pastor: Assurance and Doubt
    Acts 8:36-38|Questions and Answers on Baptism
    Mark 2:27-28|Q&A: Keeping the Lord's Day
    Matthew 6:5-15|Questions and Answers on Prayer
    1 Thessalonians 4:13|Ask the Pastor: Grief and Loss
    -|Questions from the Youth Retreat
    -|Pastoral Q&A: Your Questions Answered
  `),
  Debate: parse(`
    -|Debate: Is the New Testament Reliable?
    Psalm 14:1|Debate: Does God Exist?
    Acts 2:38-39|Debate: Who Should Be Baptized?
    1 Corinthians 15:3-8|Debate: The Resurrection, History or Myth?
  `),
  'Current Events': parse(`
    Romans 13:1-7|The Christian and the Ballot Box
    Luke 13:1-5|When Disaster Strikes
    Genesis 1:26-28|Artificial Intelligence and the Image of God
    Psalm 91:1-16|Providence in a Time of Plague
    Acts 5:27-32|We Ought to Obey God Rather Than Men
    Ephesians 4:29|The Christian and Social Media
  `),
  Testimony: parse(`
    2 Corinthians 5:17|From Addiction to Christ
    Romans 10:14-15|A Missionary's Testimony from Papua New Guinea
    2 Corinthians 12:9|Grace in the Cancer Ward
    Ephesians 2:4-5|How the Lord Saved Me
    John 14:6|Testimony of a Former Muslim
  `),
  Devotional: parse(`
    Lamentations 3:22-23|New Every Morning
    Psalm 46:10|Be Still, and Know
    1 Peter 5:7|He Careth for You
    Isaiah 40:31|Strength for Today
    Philippians 4:5-7|The Lord Is at Hand
    John 15:4-5|Abide in Me
    Isaiah 48:17-18|Peace as a River
    Psalm 5:1-3|In the Morning Will I Direct My Prayer
  `),
  Podcast: parse(`
    Psalm 1:1-6|How to Read the Psalms
    Hebrews 10:24-25|Why Church Membership Matters
    Deuteronomy 6:6-7|Family Worship Made Simple
    Nehemiah 8:1-8|What Is Expository Preaching?
    Psalm 119:97-104|Reading the Whole Bible in a Year
    -|The Books That Shaped Us
  `),
  'Sermon Clip': parse(`
    1 Corinthians 15:3-4|What Is the Gospel?
    James 4:1-3|Ye Have Not, Because Ye Ask Not
    Colossians 2:9-10|Christ Is Enough
    Romans 3:25-26|Why Did Jesus Have to Die?
    Hebrews 9:27-28|Are You Ready to Die?
    John 6:37|Him That Cometh to Me
  `),
  'TV Broadcast': parse(`
    John 1:14|The Word Became Flesh
    Matthew 28:1-10|Easter Sunrise Service
    Luke 2:8-14|Peace on Earth
    Psalm 24:1-10|The King of Glory
  `),
  'Video DVD': parse(`
    -|The Reformation: A Lecture with Slides
    Genesis 7:11-24|Creation and the Flood: Evidence and Scripture
    Acts 1:8|Church History Survey, Part 1
    -|The English Bible from Wycliffe to the King James
  `),
  Teaching: parse(`
    Judges 19:1-30|Hermeneutics: Reading Hard Narratives
    -|Church History: The Council of Nicaea
    Hosea 1:1-11|Introduction to the Minor Prophets
    Philippians 2:5-11|Greek Exegesis: The Kenosis Passage
    Philippians 4:6-7|Biblical Counselling and Anxiety
    Romans 5:1|The Doctrine of Justification
    Leviticus 1:1-17|Understanding the Sacrifices
  `),
};
