// Well-known sermons and treatises of the historical speakers, with their texts, and the date where it
// is known. Read on the platform as Classic Audio; other dates fall within each preacher's ministry.
import type { CatalogueLanguage } from './languages';
import { parseTitledPassages, type TitledPassage } from './passage-titles';

export interface HistoricalWorks {
  languageCode: CatalogueLanguage;
  works: readonly TitledPassage[];
}

export const HISTORICAL_SERMONS: Record<string, HistoricalWorks> = {
  'Charles H. Spurgeon': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Malachi 3:6|The Immutability of God|1855-01-07
      2 Kings 7:19|The Sin of Unbelief|1855-01-14
      1 Corinthians 1:23-24|Christ Crucified
      2 Thessalonians 2:13-14|Election
      John 5:40|Free Will a Slave
      Job 35:10|Songs in the Night
      Psalm 7:12|Turn or Burn
      John 6:44|Human Inability
      Matthew 20:28|Particular Redemption
      Luke 14:23|Compel Them to Come In|1858-12-05
      Hebrews 13:20-21|The Blood of the Everlasting Covenant
      1 Peter 2:7|Christ Precious to Believers
      Jeremiah 4:20|The Wailing of Risca
      Luke 13:1-5|Accidents, Not Punishments
      Mark 16:15-16|Baptismal Regeneration|1864-06-05
      Isaiah 45:22|Look unto Me, and Be Ye Saved
      Psalm 37:4|Delight in the Lord
      Ephesians 2:8|All of Grace
      John 19:30|It Is Finished!
      Revelation 22:17|Whosoever Will
    `),
  },
  'George Whitefield': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Jeremiah 6:14|The Method of Grace
      Jeremiah 23:6|The Lord Our Righteousness
      Matthew 18:3|Marks of a True Conversion
      Acts 26:28|The Almost Christian
      Genesis 5:24|Walking with God
      Jeremiah 18:1-6|The Potter and the Clay
      Isaiah 54:5|Christ the Believer's Husband
      Genesis 22:12|Abraham's Offering Up His Son Isaac
      Joshua 24:15|The Great Duty of Family Religion
      Matthew 11:28|Christ the Only Rest for the Weary
    `),
  },
  'Jonathan Edwards': {
    languageCode: 'en',
    works: parseTitledPassages(`
      1 Corinthians 1:29-31|God Glorified in Man's Dependence|1731-07-08
      Matthew 16:17|A Divine and Supernatural Light|1733-08-12
      Romans 4:5|Justification by Faith Alone
      Luke 16:16|Pressing into the Kingdom of God
      Revelation 5:5-6|The Excellency of Christ
      Psalm 65:2|The Most High a Prayer-Hearing God
      1 Corinthians 13:8-10|Heaven Is a World of Love
      Deuteronomy 32:35|Sinners in the Hands of an Angry God|1741-07-08
    `),
  },
  'J. C. Ryle': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Luke 12:20|The Rich Fool
      John 3:16|The Love of God
      Acts 4:12|Only One Way
      Matthew 25:1-13|Are You Ready?
      Hebrews 2:15|Are You Afraid of Death?
    `),
  },
  "Robert Murray M'Cheyne": {
    languageCode: 'en',
    works: parseTitledPassages(`
      2 Corinthians 5:14|The Love of Christ Constraineth Us
      Song of Solomon 2:1|I Am the Rose of Sharon
      Luke 19:41-42|Christ Weeping over Sinners
      Hebrews 4:15|The Sympathy of Christ
      Psalm 51:7|Wash Me, and I Shall Be Whiter Than Snow
      Revelation 3:20|Behold, I Stand at the Door
    `),
  },
  'John Bunyan': {
    languageCode: 'en',
    works: parseTitledPassages(`
      John 6:37|Come and Welcome to Jesus Christ
      Luke 24:47|The Jerusalem Sinner Saved
      1 Corinthians 9:24|The Heavenly Footman
      Hebrews 7:25|Christ a Complete Saviour
      Psalm 51:17|The Acceptable Sacrifice
    `),
  },
  'Thomas Watson': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Acts 26:20|The Doctrine of Repentance
      Romans 8:28|All Things for Good
      Psalm 4:3|The Godly Man's Picture
      Philippians 4:11|The Art of Divine Contentment
      Matthew 11:12|Heaven Taken by Storm
      1 Corinthians 11:23-26|The Lord's Supper
    `),
  },
  'John Owen': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Romans 8:13|The Mortification of Sin
      1 John 1:3|Of Communion with God
      John 17:24|The Glory of Christ
      Matthew 26:41|Of Temptation
      Romans 7:21|Indwelling Sin in Believers
    `),
  },
  'Richard Baxter': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Hebrews 4:9|The Saints' Everlasting Rest
      Ezekiel 33:11|A Call to the Unconverted
      Acts 20:28|The Reformed Pastor
      Ephesians 5:15-16|Redeeming the Time
    `),
  },
  'John Flavel': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Proverbs 4:23|Keeping the Heart
      Psalm 57:2|The Mystery of Providence
      John 1:16|The Fountain of Life
      2 Corinthians 5:20|The Method of Grace
    `),
  },
  'Martin Luther': {
    languageCode: 'de',
    works: parseTitledPassages(`
      Hebrews 9:27|Die erste Invokavitpredigt|1522-03-09
      Luke 2:1-14|Predigt am Christtag|1530-12-25
      Mark 16:1-8|Predigt am Ostertag|1531-04-09
      Matthew 6:9-13|Auslegung des Vaterunsers
      Romans 1:17|Von der Gerechtigkeit Gottes
      Matthew 11:25-30|Die letzte Predigt zu Eisleben|1546-02-15
    `),
  },
  'John Calvin': {
    languageCode: 'fr',
    works: parseTitledPassages(`
      Micah 4:1-3|La montagne de la maison de l’Éternel|1550-11-16
      Job 1:1|Sermon sur le premier chapitre de Job|1554-02-26
      Job 1:20-22|L’Éternel l’a donné, l’Éternel l’a ôté
      Deuteronomy 5:6-7|Le premier commandement|1555-06-07
      Ephesians 1:3-4|Élus avant la fondation du monde|1558-05-15
      Luke 2:1-14|Sermon de la Nativité de Jésus-Christ|1560-12-25
    `),
  },
  'Hugh Latimer': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Romans 15:4|Sermon on the Plough|1548-01-18
      John 1:19|Sermon on the Card
      Matthew 6:9|Sermon on the Lord's Prayer
      Luke 5:1-3|Sermon Preached Before King Edward VI
    `),
  },
  'John Knox': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Isaiah 26:13-21|Sermon on Isaiah 26|1565-08-19
      Matthew 4:1-11|The Temptation of Christ in the Wilderness
      Exodus 20:3|A Vindication of the Doctrine That the Mass Is Idolatry
    `),
  },
  'D. L. Moody': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Genesis 3:9|Where Art Thou?
      Galatians 6:7|Sowing and Reaping
      Luke 14:18|Excuses
      Leviticus 17:11|The Blood
      John 14:2|Heaven and Who Are There
      Matthew 22:42|What Think Ye of Christ?
      Mark 13:34|To Every Man His Work
    `),
  },
  'Alexander Maclaren': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Hebrews 13:8|The Unchanging Christ
      Colossians 4:14|Luke, the Beloved Physician
      Psalm 36:7-9|The Fountain of Life
      John 15:15|Not Servants, but Friends
      Isaiah 26:3|Perfect Peace
    `),
  },
  'Horatius Bonar': {
    languageCode: 'en',
    works: parseTitledPassages(`
      Daniel 12:3|Words to Winners of Souls
      Romans 3:21-22|The Everlasting Righteousness
      Romans 5:1|God's Way of Peace
      Revelation 14:4|Follow the Lamb
    `),
  },
  'Samuel Davies': {
    languageCode: 'en',
    works: parseTitledPassages(`
      2 Corinthians 5:20|Sinners Entreated to Be Reconciled to God
      1 Corinthians 3:7|The Success of the Ministry Owing to a Divine Influence
      Isaiah 53:3|The Rejection of Christ
      John 3:16|The Method of Salvation Through Jesus Christ
    `),
  },
};
