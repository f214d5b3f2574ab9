// Sermon titles paired with the passage they expound, per language, in canonical order. Series walk
// through a book's entries in order; stand-alone sermons draw from the whole list. Each line is
// "bibleText|title"; the tests check every reference against the Bible book table.
import type { CatalogueLanguage } from './languages';

export interface TitledPassage {
  bibleText: string;
  title: string;
  /** YYYY-MM-DD when the date of a historical sermon is known. */
  date?: string;
}

export function parseTitledPassages(block: string): TitledPassage[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [bibleText, title, date] = line.split('|');
      if (!bibleText || !title) throw new Error(`bad passage line: ${line}`);
      return { bibleText: bibleText.trim(), title: title.trim(), ...(date ? { date: date.trim() } : {}) };
    });
}

const EN = `
Genesis 1:1-2|In the Beginning God
Genesis 1:26-31|In the Image of God
Genesis 2:1-3|The Seventh Day
Genesis 2:18-25|It Is Not Good That Man Should Be Alone
Genesis 3:1-7|Yea, Hath God Said?
Genesis 3:8-15|The Seed of the Woman
Genesis 4:1-16|Am I My Brother's Keeper?
Genesis 6:5-22|Noah Found Grace
Genesis 9:8-17|The Bow in the Cloud
Genesis 11:1-9|The Tower of Babel
Genesis 12:1-9|The Call of Abram
Genesis 15:1-6|Counted unto Him for Righteousness
Genesis 18:16-33|Shall Not the Judge of All the Earth Do Right?
Genesis 22:1-14|The Lord Will Provide
Genesis 28:10-22|Jacob's Ladder
Genesis 32:22-32|Wrestling with God
Genesis 37:1-36|Joseph and His Brethren
Genesis 39:1-23|The Lord Was with Joseph
Genesis 45:1-15|God Did Send Me Before You
Genesis 50:15-21|Ye Thought Evil, but God Meant It unto Good
Exodus 1:1-22|A New King over Egypt
Exodus 2:1-10|Drawn Out of the Water
Exodus 3:1-15|I Am That I Am
Exodus 4:1-17|Who Hath Made Man's Mouth?
Exodus 5:1-23|Let My People Go
Exodus 12:1-13|When I See the Blood
Exodus 14:10-31|Stand Still and See the Salvation of the Lord
Exodus 15:1-21|The Song of Moses
Exodus 16:1-36|Bread from Heaven
Exodus 17:1-7|Water from the Rock
Exodus 20:1-17|The Ten Commandments
Exodus 32:1-35|The Golden Calf
Exodus 33:12-23|Shew Me Thy Glory
Exodus 40:34-38|The Glory Filled the Tabernacle
Leviticus 16:1-34|The Day of Atonement
Numbers 6:22-27|The Lord Bless Thee and Keep Thee
Numbers 21:4-9|The Brazen Serpent
Deuteronomy 6:4-9|Hear, O Israel
Deuteronomy 8:1-20|Man Doth Not Live by Bread Only
Joshua 1:1-9|Be Strong and of a Good Courage
Joshua 24:14-28|Choose You This Day
Judges 6:11-24|Gideon, Thou Mighty Man of Valour
Ruth 1:1-5|When the Judges Ruled
Ruth 1:6-22|Whither Thou Goest
Ruth 2:1-23|Gleaning in the Field of Boaz
Ruth 3:1-18|Under the Wings of the Lord
Ruth 4:1-12|The Kinsman Redeemer
Ruth 4:13-22|From Ruth to David
1 Samuel 3:1-21|Speak, Lord, for Thy Servant Heareth
1 Samuel 17:32-51|The Battle Is the Lord's
2 Samuel 9:1-13|Mephibosheth at the King's Table
2 Samuel 12:1-14|Thou Art the Man
1 Kings 18:20-40|How Long Halt Ye Between Two Opinions?
1 Kings 19:1-18|A Still Small Voice
2 Kings 5:1-19|Naaman the Leper
2 Chronicles 7:11-22|If My People
Ezra 7:1-10|Ezra Prepared His Heart
Nehemiah 1:1-11|A Burden for Jerusalem
Nehemiah 2:1-10|A Prayer Before the King
Nehemiah 2:11-20|Let Us Rise Up and Build
Nehemiah 3:1-32|Every Man over Against His House
Nehemiah 4:1-23|A Trowel and a Sword
Nehemiah 5:1-19|Ought Ye Not to Walk in the Fear of God?
Nehemiah 6:1-16|I Am Doing a Great Work
Nehemiah 8:1-12|The Joy of the Lord Is Your Strength
Nehemiah 9:1-38|A God Ready to Pardon
Nehemiah 13:15-31|Remember Me, O My God
Esther 4:1-17|For Such a Time as This
Job 1:13-22|The Lord Gave, and the Lord Hath Taken Away
Job 19:23-27|I Know That My Redeemer Liveth
Job 38:1-41|Out of the Whirlwind
Psalm 1:1-6|The Blessed Man
Psalm 2:1-12|Kiss the Son
Psalm 8:1-9|What Is Man?
Psalm 16:1-11|In Thy Presence Is Fulness of Joy
Psalm 19:1-14|The Heavens Declare the Glory of God
Psalm 22:1-21|Why Hast Thou Forsaken Me?
Psalm 23:1-6|The Lord Is My Shepherd
Psalm 27:1-14|The Lord Is My Light
Psalm 32:1-11|The Blessedness of Forgiveness
Psalm 34:1-22|O Taste and See
Psalm 37:1-11|Fret Not Thyself
Psalm 42:1-11|As the Hart Panteth
Psalm 46:1-11|God Is Our Refuge and Strength
Psalm 51:1-12|Create in Me a Clean Heart
Psalm 62:1-12|My Soul Waiteth upon God
Psalm 73:1-28|Until I Went into the Sanctuary
Psalm 84:1-12|How Amiable Are Thy Tabernacles
Psalm 90:1-17|Teach Us to Number Our Days
Psalm 91:1-16|Under the Shadow of the Almighty
Psalm 100:1-5|Make a Joyful Noise
Psalm 103:1-22|Bless the Lord, O My Soul
Psalm 110:1-7|Sit Thou at My Right Hand
Psalm 119:9-16|Thy Word Have I Hid in Mine Heart
Psalm 119:105-112|A Lamp unto My Feet
Psalm 120:1-7|In My Distress I Cried
Psalm 121:1-8|I Will Lift Up Mine Eyes
Psalm 122:1-9|Let Us Go into the House of the Lord
Psalm 123:1-4|As the Eyes of Servants
Psalm 124:1-8|If It Had Not Been the Lord
Psalm 125:1-5|As the Mountains Are Round About Jerusalem
Psalm 126:1-6|They That Sow in Tears
Psalm 127:1-5|Except the Lord Build the House
Psalm 128:1-6|Blessed Is Every One That Feareth the Lord
Psalm 130:1-8|Out of the Depths
Psalm 131:1-3|As a Weaned Child
Psalm 133:1-3|How Good and How Pleasant
Psalm 134:1-3|Bless Ye the Lord in the Night
Psalm 139:1-18|Thou Hast Searched Me
Psalm 145:1-21|Great Is the Lord
Proverbs 1:1-7|The Fear of the Lord Is the Beginning
Proverbs 3:1-12|Trust in the Lord with All Thine Heart
Proverbs 4:20-27|Keep Thy Heart
Proverbs 6:6-11|Go to the Ant, Thou Sluggard
Proverbs 8:1-36|Wisdom Crieth
Proverbs 10:1-32|The Mouth of the Righteous
Proverbs 15:1-4|A Soft Answer
Proverbs 16:1-9|The Lord Directeth His Steps
Proverbs 18:10-24|A Strong Tower
Proverbs 22:1-6|Train Up a Child
Proverbs 27:1-6|Faithful Are the Wounds of a Friend
Proverbs 31:10-31|A Virtuous Woman
Ecclesiastes 3:1-15|A Time for Every Purpose
Ecclesiastes 12:1-14|Remember Now Thy Creator
Song of Solomon 2:1-17|The Rose of Sharon
Isaiah 6:1-8|Here Am I; Send Me
Isaiah 9:1-7|Unto Us a Child Is Born
Isaiah 40:1-11|Comfort Ye My People
Isaiah 40:12-31|They That Wait upon the Lord
Isaiah 41:8-20|Fear Thou Not
Isaiah 42:1-9|Behold My Servant
Isaiah 43:1-7|When Thou Passest Through the Waters
Isaiah 44:6-20|Beside Me There Is No God
Isaiah 45:18-25|Look unto Me, and Be Ye Saved
Isaiah 46:1-13|Even to Your Old Age
Isaiah 49:1-13|A Light to the Gentiles
Isaiah 50:4-11|He Set His Face Like a Flint
Isaiah 52:13-15|My Servant Shall Deal Prudently
Isaiah 53:1-6|Despised and Rejected
Isaiah 53:7-12|The Travail of His Soul
Isaiah 55:1-7|Ho, Every One That Thirsteth
Isaiah 55:8-13|My Word Shall Not Return Void
Jeremiah 17:5-10|The Heart Is Deceitful
Jeremiah 29:10-14|Thoughts of Peace
Lamentations 3:19-33|Great Is Thy Faithfulness
Ezekiel 36:22-32|A New Heart Also Will I Give You
Ezekiel 37:1-14|Can These Bones Live?
Daniel 1:1-21|Daniel Purposed in His Heart
Daniel 2:1-49|The God Who Reveals Secrets
Daniel 3:1-30|The Fiery Furnace
Daniel 4:1-37|The Most High Ruleth
Daniel 5:1-31|The Writing on the Wall
Daniel 6:1-28|In the Lions' Den
Daniel 7:1-14|The Ancient of Days
Daniel 9:1-19|Daniel's Prayer
Daniel 12:1-13|They That Be Wise Shall Shine
Hosea 11:1-11|How Shall I Give Thee Up?
Joel 2:12-32|Rend Your Heart
Amos 4:1-13|Prepare to Meet Thy God
Jonah 1:1-3|Running from God
Jonah 1:4-17|The Storm and the Great Fish
Jonah 2:1-10|Salvation Is of the Lord
Jonah 3:1-10|The Word of the Lord Came a Second Time
Jonah 4:1-4|Doest Thou Well to Be Angry?
Jonah 4:5-11|Should Not I Spare Nineveh?
Micah 6:6-8|What Doth the Lord Require?
Micah 7:18-20|Who Is a God Like unto Thee?
Habakkuk 3:17-19|Yet I Will Rejoice
Zechariah 4:1-14|Not by Might, nor by Power
Malachi 3:1-6|I Change Not
Malachi 3:13-18|They That Feared the Lord
Matthew 5:1-12|The Beatitudes
Matthew 5:13-16|Salt and Light
Matthew 5:17-20|Not to Destroy, but to Fulfil
Matthew 5:21-26|Be Reconciled to Thy Brother
Matthew 5:27-37|Purity of Heart and Speech
Matthew 5:38-48|Love Your Enemies
Matthew 6:1-4|Alms in Secret
Matthew 6:5-15|After This Manner Pray Ye
Matthew 6:16-18|When Ye Fast
Matthew 6:19-24|Treasures in Heaven
Matthew 6:25-34|Take No Thought for the Morrow
Matthew 7:1-6|Judge Not
Matthew 7:7-12|Ask, Seek, Knock
Matthew 7:13-14|The Strait Gate
Matthew 7:15-23|By Their Fruits
Matthew 7:24-29|The Wise and Foolish Builders
Matthew 11:25-30|Come unto Me
Matthew 16:13-20|Upon This Rock
Matthew 28:16-20|The Great Commission
Mark 1:1-8|The Beginning of the Gospel
Mark 1:9-20|Follow Me
Mark 1:21-39|Authority over Unclean Spirits
Mark 2:1-12|Thy Sins Be Forgiven Thee
Mark 2:13-17|Not the Righteous, but Sinners
Mark 3:1-6|Stretch Forth Thine Hand
Mark 4:1-20|The Sower and the Soils
Mark 4:35-41|What Manner of Man Is This?
Mark 5:1-20|The Man Among the Tombs
Mark 5:21-43|Thy Faith Hath Made Thee Whole
Mark 6:30-44|Compassion on the Multitude
Mark 7:24-30|Crumbs from the Master's Table
Mark 8:27-38|Whom Say Ye That I Am?
Mark 9:2-13|The Transfiguration
Mark 10:17-31|One Thing Thou Lackest
Mark 10:35-45|To Give His Life a Ransom
Mark 10:46-52|Blind Bartimaeus
Mark 12:28-34|The Great Commandment
Mark 14:32-42|Gethsemane
Mark 15:33-39|Truly This Man Was the Son of God
Mark 16:1-8|He Is Risen
Luke 2:1-20|Good Tidings of Great Joy
Luke 5:1-11|Launch Out into the Deep
Luke 7:36-50|She Loved Much
Luke 10:25-37|Who Is My Neighbour?
Luke 10:38-42|One Thing Is Needful
Luke 12:13-21|The Rich Fool
Luke 15:1-10|The Lost Sheep and the Lost Coin
Luke 15:11-32|The Prodigal Son
Luke 18:9-14|The Pharisee and the Publican
Luke 19:1-10|Zacchaeus, Make Haste
Luke 23:32-43|Today Shalt Thou Be with Me
Luke 24:13-35|The Road to Emmaus
John 1:1-5|In the Beginning Was the Word
John 1:6-18|The Word Was Made Flesh
John 1:19-34|Behold the Lamb of God
John 1:35-51|Come and See
John 2:1-11|Water into Wine
John 2:13-25|Zeal for Thy House
John 3:1-8|Ye Must Be Born Again
John 3:9-21|God So Loved the World
John 4:1-26|Living Water
John 4:27-42|Fields White unto Harvest
John 5:1-18|Wilt Thou Be Made Whole?
John 6:1-15|Five Loaves and Two Small Fishes
John 6:22-40|The Bread of Life
John 6:60-71|To Whom Shall We Go?
John 7:37-52|Rivers of Living Water
John 8:1-11|Go and Sin No More
John 8:12-30|The Light of the World
John 8:31-47|The Truth Shall Make You Free
John 9:1-41|Once Blind, Now I See
John 10:1-18|The Good Shepherd
John 10:22-42|None Shall Pluck Them Out
John 11:1-27|The Resurrection and the Life
John 11:28-44|Jesus Wept
John 12:20-36|Sir, We Would See Jesus
John 13:1-17|He Washed Their Feet
John 14:1-6|Let Not Your Heart Be Troubled
John 14:15-31|Another Comforter
John 15:1-11|The True Vine
John 17:1-26|The High Priestly Prayer
John 19:17-30|It Is Finished
John 20:1-18|Mary at the Empty Tomb
John 20:24-31|My Lord and My God
John 21:15-25|Lovest Thou Me?
Acts 1:1-11|Ye Shall Be Witnesses unto Me
Acts 2:1-13|The Day of Pentecost
Acts 2:14-41|Peter's Sermon at Pentecost
Acts 2:42-47|They Continued Stedfastly
Acts 3:1-10|Silver and Gold Have I None
Acts 4:1-22|None Other Name
Acts 5:1-11|Ananias and Sapphira
Acts 6:1-7|Choosing the Seven
Acts 7:54-60|The Death of Stephen
Acts 8:26-40|The Ethiopian Eunuch
Acts 9:1-22|The Conversion of Saul
Acts 10:34-48|God Is No Respecter of Persons
Acts 16:25-34|What Must I Do to Be Saved?
Acts 17:16-34|The Unknown God
Acts 20:17-38|The Whole Counsel of God
Romans 1:1-7|Called to Be Saints
Romans 1:8-15|A Debtor to All
Romans 1:16-17|Not Ashamed of the Gospel
Romans 1:18-32|The Wrath of God Revealed
Romans 2:1-16|The Righteous Judgment of God
Romans 2:17-29|Circumcision of the Heart
Romans 3:1-20|None Righteous, No, Not One
Romans 3:21-26|But Now the Righteousness of God
Romans 3:27-31|Where Is Boasting Then?
Romans 4:1-8|Abraham Believed God
Romans 4:9-25|The Father of All Who Believe
Romans 5:1-5|Peace with God
Romans 5:6-11|While We Were Yet Sinners
Romans 5:12-21|In Adam and in Christ
Romans 6:1-14|Dead to Sin, Alive to God
Romans 6:15-23|The Wages of Sin and the Gift of God
Romans 7:1-13|Married to Another
Romans 7:14-25|O Wretched Man That I Am
Romans 8:1-4|No Condemnation
Romans 8:5-17|The Spirit of Adoption
Romans 8:18-27|The Groaning of Creation
Romans 8:28-30|All Things Work Together for Good
Romans 9:1-18|The Sovereign Mercy of God
Romans 10:1-17|Faith Cometh by Hearing
Romans 11:33-36|O the Depth of the Riches
Romans 12:1-2|A Living Sacrifice
Romans 12:3-21|Love Without Dissimulation
Romans 13:1-7|The Christian and the State
Romans 14:1-23|Receiving the Weak in Faith
Romans 15:1-13|The God of Hope
Romans 16:17-27|To God Only Wise
1 Corinthians 1:18-31|The Preaching of the Cross
1 Corinthians 2:1-5|Jesus Christ, and Him Crucified
1 Corinthians 10:1-13|A Way to Escape
1 Corinthians 11:23-34|This Do in Remembrance of Me
1 Corinthians 13:1-13|The More Excellent Way
1 Corinthians 15:1-11|Of First Importance
1 Corinthians 15:50-58|O Death, Where Is Thy Sting?
2 Corinthians 4:1-18|Treasure in Earthen Vessels
2 Corinthians 5:14-21|A New Creature
2 Corinthians 12:1-10|My Grace Is Sufficient for Thee
Galatians 1:1-10|Another Gospel
Galatians 1:11-24|Not of Man
Galatians 2:11-21|Crucified with Christ
Galatians 3:1-14|O Foolish Galatians
Galatians 3:15-29|The Law Was Our Schoolmaster
Galatians 4:1-7|The Fulness of the Time
Galatians 4:21-31|Children of the Free Woman
Galatians 5:1-15|Stand Fast in the Liberty
Galatians 5:16-26|Walk in the Spirit
Galatians 6:1-10|Bear Ye One Another's Burdens
Galatians 6:11-18|Glory in the Cross
Ephesians 1:1-6|Chosen in Christ
Ephesians 1:7-14|Redemption Through His Blood
Ephesians 1:15-23|The Eyes of Your Understanding
Ephesians 2:1-10|By Grace Are Ye Saved
Ephesians 2:11-22|He Is Our Peace
Ephesians 3:1-13|The Unsearchable Riches of Christ
Ephesians 3:14-21|To Know the Love of Christ
Ephesians 4:1-6|The Unity of the Spirit
Ephesians 4:7-16|Gifts for the Building of the Body
Ephesians 4:17-32|Put Off the Old Man
Ephesians 5:1-14|Walk as Children of Light
Ephesians 5:15-21|Be Filled with the Spirit
Ephesians 5:22-33|Christ and the Church
Ephesians 6:1-9|Children, Parents and Servants
Ephesians 6:10-20|The Whole Armour of God
Philippians 1:1-11|He Which Hath Begun a Good Work
Philippians 1:12-26|To Live Is Christ
Philippians 1:27-30|Worthy of the Gospel
Philippians 2:1-11|The Mind of Christ
Philippians 2:12-18|Work Out Your Own Salvation
Philippians 2:19-30|Timothy and Epaphroditus
Philippians 3:1-11|That I May Know Him
Philippians 3:12-21|Pressing Toward the Mark
Philippians 4:1-7|Rejoice in the Lord Alway
Philippians 4:8-9|Think on These Things
Philippians 4:10-23|I Have Learned to Be Content
Colossians 1:1-14|Delivered from the Power of Darkness
Colossians 1:15-20|The Image of the Invisible God
Colossians 1:21-29|Christ in You, the Hope of Glory
Colossians 2:1-10|Complete in Him
Colossians 2:11-23|Nailed to His Cross
Colossians 3:1-4|Set Your Affection on Things Above
Colossians 3:5-17|Put On Charity
Colossians 3:18-4:1|The Christian Household
Colossians 4:2-18|Continue in Prayer
1 Thessalonians 4:13-18|Comfort One Another
2 Thessalonians 3:1-5|The Lord Is Faithful
1 Timothy 1:12-17|The Chief of Sinners
1 Timothy 3:1-7|The Office of a Bishop
1 Timothy 6:6-12|Godliness with Contentment
2 Timothy 1:1-7|Stir Up the Gift of God
2 Timothy 1:8-18|I Know Whom I Have Believed
2 Timothy 2:1-13|A Good Soldier of Jesus Christ
2 Timothy 2:14-26|Rightly Dividing the Word of Truth
2 Timothy 3:1-9|Perilous Times
2 Timothy 3:10-17|All Scripture Is Given by Inspiration
2 Timothy 4:1-5|Preach the Word
2 Timothy 4:6-22|I Have Fought a Good Fight
Titus 2:11-14|The Grace That Bringeth Salvation
Philemon 1:1-25|Receive Him as Myself
Hebrews 1:1-4|God Hath Spoken by His Son
Hebrews 1:5-14|Better Than the Angels
Hebrews 2:1-4|So Great Salvation
Hebrews 2:5-18|Made Like unto His Brethren
Hebrews 3:1-6|Consider the Apostle and High Priest
Hebrews 3:7-19|Today If Ye Will Hear His Voice
Hebrews 4:1-13|A Rest for the People of God
Hebrews 4:14-16|Come Boldly to the Throne of Grace
Hebrews 5:1-10|After the Order of Melchisedec
Hebrews 6:1-12|Go On unto Perfection
Hebrews 6:13-20|An Anchor of the Soul
Hebrews 7:1-28|He Ever Liveth to Make Intercession
Hebrews 8:1-13|The New Covenant
Hebrews 9:11-28|By His Own Blood
Hebrews 10:1-18|Once for All
Hebrews 10:19-25|A New and Living Way
Hebrews 11:1-6|Without Faith It Is Impossible
Hebrews 11:8-19|Abraham Looked for a City
Hebrews 12:1-3|Looking unto Jesus
Hebrews 12:4-13|The Chastening of the Lord
Hebrews 12:18-29|A Kingdom Which Cannot Be Moved
Hebrews 13:1-8|Jesus Christ the Same
James 1:1-8|Count It All Joy
James 1:9-18|Every Good Gift
James 1:19-27|Doers of the Word
James 2:1-13|No Respect of Persons
James 2:14-26|Faith Without Works Is Dead
James 3:1-12|Taming the Tongue
James 3:13-18|Wisdom from Above
James 4:1-10|Draw Nigh to God
James 4:13-17|If the Lord Will
James 5:1-12|The Patience of Job
James 5:13-20|The Prayer of a Righteous Man
1 Peter 1:1-2|Elect Strangers
1 Peter 1:3-9|A Lively Hope
1 Peter 1:13-21|Be Ye Holy
1 Peter 1:22-25|The Word Which Liveth and Abideth
1 Peter 2:1-10|A Chosen Generation
1 Peter 2:11-17|Strangers and Pilgrims
1 Peter 2:18-25|By Whose Stripes Ye Were Healed
1 Peter 3:1-7|Husbands and Wives
1 Peter 3:8-22|A Reason of the Hope
1 Peter 4:1-11|The End of All Things Is at Hand
1 Peter 4:12-19|The Fiery Trial
1 Peter 5:1-11|Casting All Your Care upon Him
2 Peter 1:3-11|Make Your Calling and Election Sure
2 Peter 3:1-13|The Day of the Lord Will Come
1 John 1:1-4|That Which Was from the Beginning
1 John 1:5-10|If We Confess Our Sins
1 John 2:1-6|An Advocate with the Father
1 John 2:7-17|Love Not the World
1 John 2:18-29|Abide in Him
1 John 3:1-3|Behold, What Manner of Love
1 John 3:4-10|To Take Away Our Sins
1 John 3:11-24|Love in Deed and in Truth
1 John 4:1-6|Try the Spirits
1 John 4:7-21|God Is Love
1 John 5:1-12|The Victory That Overcometh the World
1 John 5:13-21|That Ye May Know
Jude 1:17-25|Unto Him That Is Able to Keep You
Revelation 1:1-8|The Revelation of Jesus Christ
Revelation 1:9-20|One Like unto the Son of Man
Revelation 2:1-7|Thou Hast Left Thy First Love
Revelation 2:8-11|Be Thou Faithful unto Death
Revelation 3:7-13|An Open Door
Revelation 3:14-22|Neither Cold nor Hot
Revelation 4:1-11|A Throne Set in Heaven
Revelation 5:1-14|Worthy Is the Lamb
Revelation 6:1-17|The Seals Opened
Revelation 7:9-17|A Great Multitude
Revelation 12:1-17|The Woman and the Dragon
Revelation 13:1-18|The Beast from the Sea
Revelation 14:1-13|The Everlasting Gospel
Revelation 19:1-10|The Marriage Supper of the Lamb
Revelation 19:11-21|King of Kings and Lord of Lords
Revelation 20:1-15|The Great White Throne
Revelation 21:1-8|Behold, I Make All Things New
Revelation 22:1-21|Even So, Come, Lord Jesus
`;

const DE = `
Psalm 23:1-6|Der Herr ist mein Hirte
Psalm 46:1-11|Eine feste Burg ist unser Gott
Psalm 103:1-22|Lobe den Herrn, meine Seele
Isaiah 40:27-31|Die auf den Herrn harren
Isaiah 43:1-7|Fürchte dich nicht, ich habe dich erlöst
Isaiah 53:1-12|Der leidende Gottesknecht
Matthew 5:1-12|Die Seligpreisungen
Matthew 6:25-34|Sorget nicht
Matthew 11:25-30|Kommt her zu mir
Mark 1:1-15|Der Anfang des Evangeliums
Mark 2:1-12|Dir sind deine Sünden vergeben
Mark 4:1-20|Das Gleichnis vom Sämann
Mark 4:35-41|Wer ist der, dass ihm Wind und Meer gehorsam sind?
Mark 5:21-43|Fürchte dich nicht, glaube nur
Mark 8:27-38|Wer sagt ihr, dass ich sei?
Mark 10:17-27|Eines fehlt dir
Mark 10:46-52|Der blinde Bartimäus
Mark 14:32-42|In Gethsemane
Mark 16:1-8|Er ist auferstanden
Luke 2:1-20|Euch ist heute der Heiland geboren
Luke 15:11-32|Der verlorene Sohn
John 3:16-21|Also hat Gott die Welt geliebt
John 10:11-18|Der gute Hirte
John 11:17-27|Ich bin die Auferstehung und das Leben
John 14:1-6|Der Weg, die Wahrheit und das Leben
Romans 1:16-17|Ich schäme mich des Evangeliums nicht
Romans 3:21-26|Die Gerechtigkeit, die vor Gott gilt
Romans 3:27-31|Allein durch den Glauben
Romans 5:1-5|Frieden mit Gott
Romans 5:12-21|Adam und Christus
Romans 6:1-14|Der Sünde gestorben
Romans 7:14-25|Ich elender Mensch
Romans 8:1-11|Keine Verdammnis
Romans 8:28-39|Nichts kann uns scheiden
Romans 12:1-2|Ein lebendiges Opfer
Romans 12:9-21|Die Liebe sei ohne Falsch
Romans 15:1-13|Der Gott der Hoffnung
1 Corinthians 13:1-13|Das Hohelied der Liebe
1 Corinthians 15:12-28|Christus ist auferstanden
Ephesians 2:1-10|Aus Gnade gerettet
Philippians 4:4-7|Freuet euch in dem Herrn allewege
Hebrews 12:1-3|Aufsehen auf Jesus
1 Peter 5:6-11|Alle eure Sorge werft auf ihn
Revelation 21:1-7|Siehe, ich mache alles neu
`;

const FR = `
Genesis 22:1-14|L’Éternel pourvoira
Psalm 23:1-6|L’Éternel est mon berger
Psalm 51:1-14|Ô Dieu, crée en moi un cœur pur
Isaiah 40:1-11|Consolez mon peuple
Matthew 5:1-12|Les Béatitudes
Luke 15:11-32|Le fils prodigue
John 1:1-18|Au commencement était la Parole
John 3:1-16|Il faut que vous naissiez de nouveau
John 4:1-26|L’eau vive
John 6:35-51|Je suis le pain de vie
John 8:12-20|La lumière du monde
John 10:1-18|Le bon berger
John 11:17-44|La résurrection et la vie
John 14:1-14|Le chemin, la vérité et la vie
John 15:1-11|Le vrai cep
John 17:1-26|La prière sacerdotale
John 19:28-30|Tout est accompli
John 20:19-31|Mon Seigneur et mon Dieu
Romans 1:16-17|Le juste vivra par la foi
Romans 8:28-39|Plus que vainqueurs
Ephesians 2:1-10|Sauvés par grâce
Philippians 2:5-11|Les sentiments de Christ
Hebrews 11:1-6|Sans la foi
1 John 4:7-21|Dieu est amour
`;

const KO = `
Genesis 12:1-9|아브람을 부르심
Psalm 1:1-6|복 있는 사람
Psalm 23:1-6|여호와는 나의 목자시니
Psalm 27:1-14|여호와는 나의 빛이요 나의 구원
Psalm 42:1-11|사슴이 시냇물을 찾기에 갈급함 같이
Psalm 46:1-11|하나님은 우리의 피난처시요 힘이시니
Psalm 90:1-17|우리 날 계수함을 가르치사
Psalm 121:1-8|나의 도움은 여호와에게서로다
Psalm 130:1-8|깊은 곳에서 주께 부르짖었나이다
Psalm 139:1-18|주께서 나를 살펴 보셨으므로
Isaiah 40:27-31|여호와를 앙망하는 자
Matthew 5:1-12|팔복
Matthew 11:28-30|수고하고 무거운 짐 진 자들아
Luke 15:11-32|탕자의 비유
John 3:16-21|하나님이 세상을 이처럼 사랑하사
John 14:1-6|길이요 진리요 생명이니
Romans 8:28-39|모든 것이 합력하여 선을 이루느니라
Galatians 2:20|그리스도와 함께 십자가에 못 박혔나니
Ephesians 1:3-14|하늘에 속한 모든 신령한 복
Ephesians 1:15-23|마음의 눈을 밝히사
Ephesians 2:1-10|은혜로 구원받은 자
Ephesians 2:11-22|그리스도는 우리의 화평
Ephesians 3:14-21|그리스도의 사랑을 알고
Ephesians 4:1-16|성령이 하나 되게 하신 것
Ephesians 4:17-32|새 사람을 입으라
Ephesians 5:15-21|성령으로 충만하라
Ephesians 6:10-20|하나님의 전신갑주
Philippians 4:4-7|주 안에서 항상 기뻐하라
Hebrews 11:1-6|믿음은 바라는 것들의 실상
Revelation 21:1-7|새 하늘과 새 땅
`;

const PT = `
Genesis 3:1-15|A queda e a promessa
Exodus 3:1-15|Eu Sou o que Sou
Psalm 1:1-6|Bem-aventurado o homem
Psalm 23:1-6|O Senhor é o meu pastor
Psalm 51:1-12|Cria em mim um coração puro
Isaiah 53:1-12|O Servo sofredor
Matthew 5:1-12|As bem-aventuranças
Matthew 28:16-20|A Grande Comissão
Luke 15:11-32|O filho pródigo
John 1:1-14|O Verbo se fez carne
John 3:1-16|É necessário nascer de novo
John 11:17-27|Eu sou a ressurreição e a vida
Acts 2:42-47|A igreja primitiva
Romans 1:16-17|O poder de Deus para a salvação
Romans 3:9-20|Não há justo, nem um sequer
Romans 3:21-26|A justiça de Deus manifestada
Romans 4:1-8|Abraão creu em Deus
Romans 5:1-11|Justificados pela fé
Romans 6:1-14|Mortos para o pecado
Romans 8:1-11|Nenhuma condenação
Romans 8:28-30|Todas as coisas cooperam para o bem
Romans 8:31-39|Mais que vencedores
Romans 10:9-17|A fé vem pelo ouvir
Romans 12:1-2|Um sacrifício vivo
Romans 12:9-21|O amor sem hipocrisia
Ephesians 2:1-10|Pela graça sois salvos
Philippians 4:10-13|Aprendi a viver contente
Hebrews 12:1-3|Olhando para Jesus
1 Peter 1:3-9|Uma viva esperança
`;

const ES = `
Genesis 1:1-31|En el principio creó Dios
Psalm 23:1-6|Jehová es mi pastor
Psalm 119:105-112|Lámpara es a mis pies tu palabra
Isaiah 55:1-7|A todos los sedientos
Matthew 5:1-12|Las bienaventuranzas
Matthew 11:28-30|Venid a mí
Luke 1:26-38|Para Dios no hay nada imposible
Luke 2:1-20|Os ha nacido un Salvador
Luke 4:16-30|El Espíritu del Señor está sobre mí
Luke 5:1-11|Boga mar adentro
Luke 7:36-50|Sus muchos pecados le son perdonados
Luke 10:25-37|El buen samaritano
Luke 12:13-21|El rico insensato
Luke 15:1-10|La oveja perdida
Luke 15:11-32|El hijo pródigo
Luke 18:9-14|El fariseo y el publicano
Luke 19:1-10|Zaqueo, date prisa
Luke 23:32-43|Hoy estarás conmigo en el paraíso
Luke 24:13-35|El camino a Emaús
John 3:16-21|De tal manera amó Dios al mundo
John 14:1-6|Yo soy el camino
Romans 5:1-11|Paz para con Dios
Romans 8:28-39|Más que vencedores
Ephesians 1:3-6|Escogidos en Cristo
Ephesians 1:7-14|Redención por su sangre
Ephesians 1:15-23|Espíritu de sabiduría
Ephesians 2:1-10|Por gracia sois salvos
Ephesians 2:11-22|Él es nuestra paz
Ephesians 3:14-21|Conocer el amor de Cristo
Ephesians 4:1-16|La unidad del Espíritu
Ephesians 4:17-32|Despojaos del viejo hombre
Ephesians 5:1-21|Andad como hijos de luz
Ephesians 5:22-33|Cristo y la iglesia
Ephesians 6:10-20|Toda la armadura de Dios
Philippians 4:4-13|Regocijaos en el Señor siempre
Hebrews 11:1-6|Sin fe es imposible agradar a Dios
`;

export const PASSAGE_TITLES: Record<CatalogueLanguage, readonly TitledPassage[]> = {
  en: parseTitledPassages(EN),
  de: parseTitledPassages(DE),
  fr: parseTitledPassages(FR),
  ko: parseTitledPassages(KO),
  pt: parseTitledPassages(PT),
  es: parseTitledPassages(ES),
};
