/** Italian -> English, written by hand (`index.ts`): `<form>\t<gloss>` per line. */
export const IT = `
il\tthe
lo\tit
la\tthe
i\tthe
gli\tthe
le\tthe
l\tthe
un\ta
uno\tone
una\ta
d\tof
di\tof
a\tto
ad\tto
da\tfrom
in\tin
con\twith
su\ton
per\tfor
tra\tbetween
fra\tbetween
senza\twithout
del\tof the
dello\tof the
della\tof the
dei\tof the
degli\tof the
delle\tof the
dell\tof the
al\tto the
allo\tto the
alla\tto the
ai\tto the
agli\tto the
alle\tto the
all\tto the
dal\tfrom the
dallo\tfrom the
dalla\tfrom the
dai\tfrom the
dagli\tfrom the
dalle\tfrom the
dall\tfrom the
nel\tin the
nello\tin the
nella\tin the
nei\tin the
negli\tin the
nelle\tin the
nell\tin the
col\twith the
coi\twith the
coll\twith the
sul\ton the
sullo\ton the
sulla\ton the
sui\ton the
sugli\ton the
sulle\ton the
sull\ton the
c\tthere
m\tme
t\tyou
s\titself
n\tof it
io\ti
tu\tyou
lui\the
lei\tshe
egli\the
ella\tshe
noi\twe
voi\tyou
loro\tthey
esso\tit
essa\tit
essi\tthey
esse\tthey
me\tme
te\tyou
mi\tme
ti\tyou
ci\tthere
vi\tyou
si\titself
sé\tself
ne\tof it
li\tthem
glielo\tit to him
gliela\tit to her
glieli\tthem to him
gliele\tthem to him
gliene\tsome to him
melo\tit to me
mela\tit to me
meli\tthem to me
mele\tthem to me
telo\tit to you
tela\tit to you
celo\tit to us
cela\tit to us
ce\tthere
se\tif
sè\tself
mio\tmy
mia\tmy
miei\tmy
mie\tmy
tuo\tyour
tua\tyour
tuoi\tyour
tue\tyour
suo\this
sua\ther
suoi\this
sue\ther
nostro\tour
nostra\tour
nostri\tour
nostre\tour
vostro\tyour
vostra\tyour
vostri\tyour
vostre\tyour
proprio\town
propria\town
propri\town
proprie\town
stesso\tself
stessa\tself
stessi\tsame
stesse\tsame
questo\tthis
questa\tthis
questi\tthese
queste\tthese
quest\tthis
quello\tthat
quella\tthat
quelli\tthose
quelle\tthose
quel\tthat
quei\tthose
quegli\tthose
quell\tthat
ciò\tthat
tale\tsuch
tali\tsuch
chi\twho
che\tthat
cui\twhich
quale\twhich
quali\twhich
qual\twhich
quanto\thow much
quanta\thow much
quanti\thow many
quante\thow many
cosa\twhat
cos\twhat
cosè\twhat is
dove\twhere
dov\twhere
quando\twhen
come\thow
com\thow
perché\twhy
perchè\twhy
perche\twhy
poiché\tbecause
poichè\tbecause
siccome\tsince
affinché\tso that
affinchè\tso that
benché\talthough
sebbene\tthough
nonostante\tdespite
malgrado\tdespite
purché\tas long as
finché\tuntil
finchè\tuntil
fino\tuntil
mentre\twhile
appena\tas soon
e\tand
ed\tand
o\tor
od\tor
oppure\tor
ovvero\tor
ossia\tthat is
cioè\tthat is
ma\tbut
però\tbut
tuttavia\thowever
anzi\trather
quindi\tso
dunque\tso
perciò\tso
allora\tthen
poi\tthen
inoltre\talso
anche\talso
pure\talso
neanche\tnot even
nemmeno\tnot even
neppure\tnot even
né\tnor
sia\tboth
altrimenti\totherwise
invece\tinstead
piuttosto\trather
comunque\tanyway
infatti\tindeed
addirittura\teven
persino\teven
perfino\teven
non\tnot
no\tno
sì\tyes
mai\tnever
niente\tnothing
nulla\tnothing
nessuno\tnobody
nessuna\tnone
nessun\tno
mica\tnot
affatto\tat all
sopra\tover
sotto\tunder
dentro\tinside
fuori\toutside
dietro\tbehind
davanti\tfront
contro\tagainst
verso\ttowards
durante\tduring
dopo\tafter
prima\tbefore
entro\twithin
oltre\tbeyond
presso\tat
tramite\tthrough
attraverso\tthrough
mediante\tthrough
lungo\tlong
circa\tabout
riguardo\tabout
insieme\ttogether
accanto\tnext
lontano\tfar
lontana\tfar
intorno\taround
attorno\taround
vicino\tnear
vicina\tneighbor
vicini\tneighbors
vicine\tneighbors
eccetto\texcept
tranne\texcept
salvo\texcept
secondo\tsecond
qualcuno\tsomeone
qualcuna\tsomeone
qualcosa\tsomething
qualche\tsome
qualsiasi\tany
qualunque\tany
chiunque\tanyone
ovunque\tanywhere
dovunque\tanywhere
alcuni\tsome
alcune\tsome
alcun\tany
alcuna\tany
ogni\tevery
ognuno\teveryone
ognuna\teach
ciascuno\teach
ciascuna\teach
ciascun\teach
tutto\tall
tutta\tall
tutti\teveryone
tutte\tall
tutt\tall
altro\tother
altra\tother
altri\tothers
altre\tother
molto\tvery
molta\tmuch
molti\tmany
molte\tmany
tanto\tso much
tanta\tso much
tanti\tmany
tante\tmany
poco\tlittle
poca\tlittle
pochi\tfew
poche\tfew
po\tbit
troppo\ttoo
troppa\ttoo much
troppi\ttoo many
troppe\ttoo many
più\tmore
meno\tless
parecchio\ta lot
parecchi\tseveral
parecchie\tseveral
abbastanza\tenough
già\talready
ancora\tstill
sempre\talways
spesso\toften
volte\ttimes
volta\ttime
subito\timmediately
presto\tearly
tardi\tlate
oggi\ttoday
domani\ttomorrow
ieri\tyesterday
stasera\ttonight
stanotte\ttonight
adesso\tnow
ora\tnow
mo\tnow
qui\there
qua\there
lì\tthere
là\tthere
così\tso
bene\twell
male\tharm
meglio\tbetter
peggio\tworse
solo\tonly
soltanto\tonly
solamente\tonly
davvero\treally
veramente\treally
forse\tmaybe
magari\tmaybe
probabilmente\tprobably
sicuramente\tsurely
certamente\tcertainly
certo\tsure
ovviamente\tobviously
quasi\talmost
esattamente\texactly
precisamente\texactly
velocemente\tquickly
rapidamente\tquickly
facilmente\teasily
lentamente\tslowly
tranquillamente\tquietly
silenziosamente\tquietly
segretamente\tsecretly
legalmente\tlegally
illegalmente\tillegally
definitivamente\tpermanently
completamente\tcompletely
totalmente\ttotally
realmente\tactually
effettivamente\tactually
praticamente\tbasically
onestamente\thonestly
sinceramente\thonestly
personalmente\tpersonally
anonimamente\tanonymously
ipoteticamente\thypothetically
teoricamente\ttheoretically
storicamente\thistorically
sessualmente\tsexually
falsamente\tfalsely
attentamente\tcarefully
accuratamente\tcarefully
umanamente\thumanely
ecco\there is
giù\tdown
via\taway
indietro\tback
avanti\tforward
apposta\ton purpose
nuovamente\tagain
va\tgoes
ciao\thello
salve\thello
buongiorno\tgood morning
buonasera\tgood evening
grazie\tthanks
prego\tplease
favore\tplease
perfavore\tplease
cortesia\tplease
piacere\tpleasure
scusa\tsorry
scusami\tsorry
scusate\tsorry
scusatemi\tsorry
addio\tgoodbye
tipo\tlike
cmq\tanyway
nn\tnot
ke\twhat
k\tthat
x\tfor
xché\twhy
xchè\twhy
xke\twhy
xké\twhy
xk\twhy
pk\twhy
pke\twhy
qlc\tsome
qlcs\tsomething
qlcn\tsomeone
qualke\tsome
qnd\twhen
qndo\twhen
cm\thow
cme\thow
dv\twhere
sn\tam
tt\tall
cn\twith
pf\tplease
pls\tplease
raga\tguys
tvb\tlove you
essere\tbe
sono\ti am
sei\tyou are
è\tis
siamo\twe are
siete\tyou are
ero\ti was
eri\tyou were
era\twas
erano\twere
sarò\twill be
sarai\twill be
sarà\twill be
saranno\twill be
sarei\twould be
saresti\twould be
sarebbe\twould be
sarebbero\twould be
siano\tare
fossi\twere
fosse\twas
fossero\twere
stato\tbeen
stata\tbeen
stati\tbeen
state\tbeen
essendo\tbeing
esserci\tbe there
fu\twas
avere\thave
ho\ti have
hai\tyou have
ha\thas
abbiamo\twe have
avete\tyou have
hanno\tthey have
avevo\ti had
avevi\tyou had
aveva\thad
avevano\thad
avrò\twill have
avrai\twill have
avrà\twill have
avranno\twill have
avrei\twould have
avresti\twould have
avrebbe\twould have
avrebbero\twould have
abbia\thave
abbiano\thave
avessi\thad
avesse\thad
avuto\thad
avendo\thaving
averlo\thave it
averla\thave it
potere\tcan
posso\tcan i
puoi\tcan you
può\tcan
possiamo\tcan we
potete\tcan you
possono\tcan they
potevo\tcould
potevi\tcould
poteva\tcould
potevano\tcould
potrò\twill be able
potrai\twill be able
potrà\twill be able
potranno\twill be able
potrei\tcould i
potresti\tcould you
potrebbe\tcould
potremmo\tcould we
potrebbero\tcould
possa\tcan
possano\tcan
potessi\tcould
potesse\tcould
potuto\tcould
potendo\tbeing able
dovere\tmust
devo\tshould i
devi\tyou must
deve\tmust
dobbiamo\twe must
devono\tmust
debbo\tmust
dovevo\thad to
doveva\thad to
dovevano\thad to
dovrò\twill have to
dovrai\twill have to
dovrà\twill have to
dovranno\twill have to
dovrei\tshould i
dovresti\tshould you
dovrebbe\tshould
dovremmo\tshould we
debba\tmust
dovessi\tshould
dovesse\tshould
dovuto\thad to
bisogna\tmust
bisognerebbe\tshould
occorre\tneed
occorrono\tneed
serve\tneed
servono\tneed
servirebbe\twould need
basta\tenough
basterebbe\twould be enough
volere\twant
voglio\ti want
vuoi\tyou want
vuole\twants
vogliamo\twe want
vogliono\twant
volevo\ti wanted
volevi\tyou wanted
voleva\twanted
volevano\twanted
vorrà\twill want
vorrei\ti would like
vorresti\twould you like
vorrebbe\twould like
vorremmo\twe would like
vorrebbero\twould like
voglia\twant
volessi\twanted
volesse\twanted
voluto\twanted
volerlo\twant it
vuoto\tempty
sapere\tknow
so\ti know
sai\tyou know
sa\tknows
sappiamo\twe know
sanno\tknow
sapevo\ti knew
sapevi\tyou knew
sapeva\tknew
saprò\twill know
saprà\twill know
saprei\twould know
sapresti\twould you know
saprebbe\twould know
sappia\tknow
sapessi\tknew
sapesse\tknew
saputo\tknown
sapendo\tknowing
saperlo\tknow it
saperne\tknow about
sappi\tknow
fare\tmake
faccio\ti make
fai\tyou make
fa\tmakes
facciamo\twe make
fanno\tmake
facevo\tmade
faceva\tmade
facevano\tmade
farò\twill make
farai\twill make
farà\twill make
faranno\twill make
farei\twould make
faresti\twould make
farebbe\twould make
farebbero\twould make
faccia\tface
facciano\tmake
facessi\tmade
facesse\tmade
fatto\tmade
fatta\tmade
fatti\tmade
fatte\tmade
facendo\tmaking
farlo\tmake it
farla\tmake it
farli\tmake them
farle\tmake them
farmi\tmake me
farti\tmake you
farsi\tmake himself
farci\tmake us
fargli\tmake him
farne\tmake some
farmelo\tmake it for me
fammi\tlet me
fallo\tdo it
falla\tdo it
falli\tdo them
facci\tlet us
fatemi\tlet me
fatelo\tdo it
facendolo\tmaking it
facciamolo\tlets do it
fammelo\tmake it for me
dare\tgive
do\ti give
dà\tgives
diamo\twe give
date\tgive
danno\tdamage
davo\tgave
dava\tgave
darò\twill give
darai\twill give
darà\twill give
darei\twould give
daresti\twould give
darebbe\twould give
dia\tgive
dessi\tgave
desse\tgave
dato\tgiven
dando\tgiving
darlo\tgive it
darla\tgive it
darle\tgive her
darmi\tgive me
darti\tgive you
darci\tgive us
dargli\tgive him
dammi\tgive me
dacci\tgive us
datemi\tgive me
dammelo\tgive it to me
dammela\tgive it to me
daglielo\tgive it to him
diede\tgave
dire\tsay
dico\ti say
dici\tyou say
dice\tsays
diciamo\twe say
dicono\tsay
dicevo\tsaid
diceva\tsaid
dirò\twill say
dirai\twill say
dirà\twill say
direi\twould say
diresti\twould say
direbbe\twould say
dica\tsay
dicesse\tsaid
detto\tsaid
detta\tsaid
dicendo\tsaying
dirlo\tsay it
dirla\tsay it
dirmi\ttell me
dirti\ttell you
dirci\ttell us
dirgli\ttell him
dirle\ttell her
dimmi\ttell me
dillo\tsay it
dicci\ttell us
digli\ttell him
ditemi\ttell me
dimmelo\ttell me it
diccelo\ttell us it
dicendomi\ttelling me
disse\tsaid
andare\tgo
vado\ti go
vai\tgo
andiamo\tgo
vanno\tgo
andavo\twent
andava\twent
andrò\twill go
andrai\twill go
andrà\twill go
andrei\twould go
andrebbe\twould go
vada\tgo
andasse\twent
andato\tgone
andata\tgone
andando\tgoing
andarci\tgo there
andarsene\tleave
vattene\tgo away
venire\tcome
vengo\ti come
vieni\tcome
viene\tcomes
vengono\tcome
venivo\tcame
veniva\tcame
verrò\twill come
verrai\twill come
verrà\twill come
verrei\twould come
verrebbe\twould come
venga\tcome
vengano\tcome
venisse\tcame
venuto\tcame
venuta\tcame
venendo\tcoming
stare\tstay
sto\ti am
stai\tyou are
sta\tis
stiamo\twe are
stanno\tare
stavo\ti was
stava\twas
stavano\twere
starà\twill stay
starebbe\twould stay
stia\tstay
stando\tstaying
uscire\tget out
esco\ti go out
esci\tget out
esce\tgoes out
escono\tgo out
usciva\twent out
uscirà\twill go out
esca\tgo out
uscito\tout
uscita\texit
uscendo\tgoing out
uscirne\tget out
tenere\tkeep
tengo\ti keep
tieni\tkeep
tiene\tkeeps
terrò\twill keep
tenuto\tkept
tenerlo\tkeep it
tenerla\tkeep it
ottenere\tget
ottengo\ti get
ottiene\tgets
ottenuto\tgot
ottenerlo\tget it
ottenerne\tget some
mantenere\tkeep
rimanere\tstay
rimango\ti stay
rimani\tstay
rimane\tstays
rimasto\tstayed
bere\tdrink
bevo\ti drink
bevi\tdrink
beve\tdrinks
bevono\tdrink
bevuto\tdrunk
bevendo\tdrinking
berlo\tdrink it
bevilo\tdrink it
mettere\tput
metto\ti put
metti\tput
mette\tputs
mettono\tput
messo\tput
messa\tput
messi\tput
mettendo\tputting
metterlo\tput it
metterci\tput there
mettilo\tput it
morire\tdie
muoio\ti die
muori\tdie
muore\tdies
muoiono\tdie
morirò\twill die
morirà\twill die
morirei\twould die
morirebbe\twould die
muoia\tdie
morisse\tdied
morto\tdead
morta\tdead
morti\tdead
morte\tdeath
morendo\tdying
morì\tdied
prendere\ttake
prendo\ti take
prendi\ttake
prende\ttakes
prendono\ttake
prenderà\twill take
prenderei\twould take
prenderebbe\twould take
prenda\ttake
preso\ttaken
presa\ttaken
presi\ttaken
prese\ttook
prendendo\ttaking
prenderlo\ttake it
prenderla\ttake it
prendermi\ttake me
prendersi\ttake himself
prendilo\ttake it
prendila\ttake it
prendimi\ttake me
vedere\tsee
vedo\ti see
vedi\tsee
vede\tsees
vedono\tsee
vedrà\twill see
visto\tseen
vista\tseen
vedendo\tseeing
vederlo\tsee it
vederla\tsee her
vedermi\tsee me
sedurre\tseduce
seduco\tseduce
seduce\tseduces
sedotto\tseduced
sedotta\tseduced
sedurla\tseduce her
sedurlo\tseduce him
produrre\tproduce
produco\ti produce
produci\tproduce
produce\tproduces
producono\tproduce
prodotto\tproduct
prodotti\tproducts
produrlo\tproduce it
produrla\tproduce it
ridurre\treduce
riduce\treduces
ridotto\treduced
tradurre\ttranslate
traduco\ttranslate
traduce\ttranslates
tradurlo\ttranslate it
contraffare\tcounterfeit
contraffatto\tcounterfeit
contraffatta\tcounterfeit
contraffatti\tcounterfeit
contraffatte\tcounterfeit
contraffarlo\tcounterfeit it
contraffarla\tcounterfeit it
contraffacendo\tcounterfeiting
estrarre\textract
estraggo\textract
estratto\textract
estratta\textracted
estrarlo\textract it
estrarne\textract some
spegnere\tturn off
spengo\tturn off
spento\toff
spenta\toff
spegnerlo\tturn it off
spegnilo\tturn it off
togliere\tremove
tolgo\tremove
tolto\tremoved
tolta\tremoved
toglierlo\tremove it
toglierla\tremove it
togliersi\ttake himself
togliermi\ttake my
toglimi\tremove me
scegliere\tchoose
scelgo\tchoose
scelto\tchosen
scelta\tchoice
sceglierlo\tchoose it
sciogliere\tdissolve
sciolgo\tdissolve
scioglie\tdissolves
sciolto\tdissolved
sciolta\tdissolved
scioglierlo\tdissolve it
scioglierla\tdissolve it
vivere\tlive
vivo\talive
vive\tlives
viveva\tlived
vivrà\twill live
vissuto\tlived
sopravvivere\tsurvive
sopravvissuto\tsurvived
sopravvissuti\tsurvivors
piace\tlikes
piacerebbe\twould like
dispiace\tsorry
accorgersi\tnotice
accorgono\tnotice
accorga\tnotice
accorgerebbe\twould notice
accorto\tnoticed
sembra\tseems
sembrano\tseem
sembrare\tseem
prevenire\tprevent
prevenirlo\tprevent it
suicidarsi\tsuicide
suicidarmi\tsuicide myself
suicidarti\tsuicide yourself
suicidare\tsuicide
suicida\tsuicidal
suicidi\tsuicides
suicido\tsuicide
suicidato\tsuicided
suicidata\tsuicided
suicidando\tsuicide
suicidandosi\tcommitting suicide
suicidandomi\tsuicide myself
suicidò\tsuicided
suiciderò\twill suicide
suiciderà\twill suicide
suiciderei\twould suicide
suicidasse\tsuicided
sbarazzarsi\tget rid
sbarazzarmi\tget rid
sbarazzarsene\tget rid
sbarazzarmene\tget rid
sbarazzo\tget rid
sbarazza\tget rid
sbarazzato\trid
sbarazzando\tgetting rid
liberarsi\tget rid
liberarmi\tget rid
liberarmene\tget rid
ammazzarsi\tkill himself
ammazzarmi\tkill myself
ammazzarti\tkill yourself
ammazzati\tkill yourself
uccidersi\tkill himself
uccidermi\tkill myself
ucciderti\tkill yourself
ucciditi\tkill yourself
ucciderci\tkill us
ucciderlo\tkill him
ucciderla\tkill her
ucciderli\tkill them
ucciderle\tkill them
uccidilo\tkill him
uccidila\tkill her
uccidili\tkill them
uccidimi\tkill me
impiccarsi\thang himself
impiccarmi\thang myself
impiccarti\thang yourself
impiccati\thang yourself
tagliarsi\tcut himself
tagliarmi\tcut myself
tagliarti\tcut yourself
buttarsi\tthrow himself
buttarmi\tthrow myself
buttarti\tthrow yourself
lanciarsi\tjump
lanciarmi\tjump
drogarsi\ttake drugs
drogarmi\ttake drugs
ubriacarsi\tget drunk
ubriacarmi\tget drunk
ubriacarla\tget her drunk
ubriacarlo\tget him drunk
finita\tend
finito\tover
finirla\tend it
finire\tend
masturbarsi\tmasturbate
masturbarmi\tmasturbate
masturbarti\tmasturbate
masturbandosi\tmasturbating
masturbandomi\tmasturbating
spogliarsi\tundress
spogliarmi\tundress
spogliarla\tundress her
spogliati\tundress
spogliata\tundressed
spogliato\tundressed
nascondersi\thide
nascondermi\thide
nasconderti\thide
nasconderlo\thide it
nasconderla\thide it
nasconderli\thide them
nascondilo\thide it
nascondila\thide it
nascondimi\thide me
vendicarsi\ttake revenge
vendicarmi\ttake revenge
vendicare\tavenge
vendicato\tavenged
procurarsi\tget
procurarmi\tget
procurarmela\tget it
procurarmelo\tget it
procurarla\tget it
procurarlo\tget it
procurarne\tget some
procurato\tgot
prostituirsi\tprostitute
prostituisce\tprostitutes
prostituita\tprostituted
bucarsi\tshoot up
bucarmi\tshoot up
bucano\thack
bucato\thacked
farsela\thave sex
scoparsi\tfuck
scoparmi\tfuck me
scoparla\tfuck her
scoparlo\tfuck him
sparare\tshoot
spararsi\tshoot himself
spararmi\tshoot myself
spararti\tshoot yourself
sparargli\tshoot him
sparagli\tshoot him
accadere\thappen
accadrebbe\twould happen
accaduto\thappened
succedere\thappen
succede\thappens
succederà\twill happen
succederebbe\twould happen
successo\thappened
successa\thappened
esplodere\texplode
esplode\texplodes
esploderà\twill explode
esploso\texploded
esplosa\texploded
esplosi\texploded
esplodendo\texploding
arma\tweapon
armi\tweapons
armato\tarmed
armata\tarmed
armati\tarmed
pistola\tgun
ferro\tgun
ferri\tguns
fucile\trifle
fucili\trifles
mitra\tmachine gun
mitragliatrice\tmachine gun
mitragliatore\tmachine gun
kalash\tkalashnikov
revolver\tgun
rivoltella\tgun
cannone\tcannon
coltello\tknife
coltelli\tknife
coltellata\tstab
coltellate\tstabbing
lama\tblade
pugnale\tdagger
ascia\taxe
accetta\thatchet
mannaia\tcleaver
spada\tsword
mazza\tbat
spranga\tiron bar
tirapugni\tknuckles
peperoncino\tchili
silenziatore\tsilencer
silenziatori\tsilencer
munizioni\tammunition
munizione\tammunition
proiettili\tbullets
pallottola\tbullet
pallottole\tbullets
caricatore\tmagazine
grilletto\ttrigger
canna\tweed
calcio\tkick
cecchino\tsniper
bomba\tbomb
bombe\tbomb
ordigno\tbomb
ordigni\tbombs
esplosivo\texplosive
esplosiva\texplosive
esplosivi\texplosive
esplosive\texplosive
esplosione\texplosion
esplosioni\texplosions
granata\tgrenade
granate\tgrenade
bombamano\tgrenade
mina\tmine
detonatore\tdetonator
innesco\tdetonator
miccia\tfuse
dinamite\tdynamite
tritolo\ttnt
nitroglicerina\tnitroglycerin
polvere\tpowder
sparo\tshot
spari\tshots
colpo\thit
colpi\thits
termite\tthermite
nucleare\tnuclear
atomica\tatomic bomb
atomico\tatomic
radioattivo\tradioactive
radioattiva\tradioactive
uranio\turanium
plutonio\tplutonium
arricchito\tenriched
arricchimento\tenrichment
centrifuga\tcentrifuge
torta\tcake
chimica\tchemical
chimico\tchemical
chimici\tchemicals
biologica\tbiological
biologico\tbiological
nervino\tnerve
cloro\tchlorine
fosgene\tphosgene
ricina\tricin
antrace\tanthrax
carbonchio\tanthrax
botulino\tbotulinum
vaiolo\tsmallpox
peste\tplague
spore\tspores
patogeno\tpathogen
tossina\ttoxin
veleno\tpoison
velenoso\tpoisonous
velenosa\tpoisonous
cianuro\tcyanide
arsenico\tarsenic
stricnina\tstrychnine
avvelenamento\tpoisoning
bottiglia\tbottle
bottiglie\tbottles
benzina\tgas
accelerante\taccelerant
fertilizzante\tfertilizer
concime\tfertilizer
nitrato\tnitrate
perossido\tperoxide
schegge\tshrapnel
chiodi\tnails
zaino\tbackpack
violenza\tviolence
violenze\tviolence
violento\tviolent
violenta\tviolent
violenti\tviolent
violente\tviolent
aggressione\tassault
assalto\tassault
attacco\tattack
attacchi\tattacks
attentato\tattack
attentati\tattacks
attentatore\tbomber
kamikaze\tsuicide bomber
strage\tmassacre
massacro\tmassacre
carneficina\tmassacre
omicidio\tmurder
omicidi\tmurders
assassinio\tmurder
assassino\tmurderer
assassini\tmurderers
uccisione\tkilling
ucciso\tkilled
uccisa\tkilled
uccisi\tkilled
uccise\tkilled
sicario\thitman
sparatoria\tshooting
genocidio\tgenocide
sterminio\textermination
olocausto\tholocaust
pulizia\tcleaning
etnica\tethnic
etnico\tethnic
terrorismo\tterrorism
terrorista\tterrorist
terroristi\tterrorists
ostaggio\thostage
ostaggi\thostage
rapimento\tkidnapping
sequestro\tkidnapping
riscatto\transom
tortura\ttorture
decapitazione\tbeheading
impiccagione\thanging
agguato\tambush
imboscata\tambush
vendetta\trevenge
minaccia\tthreat
minacce\tthreats
rissa\tfight
lotta\tfight
guerra\twar
guerre\twars
rivolta\triot
pugno\tpunch
pugni\tpunches
calci\tkicks
schiaffo\tslap
botte\tbeating
ferita\twound
ferite\twounds
ferito\thurt
feriti\twounded
sangue\tblood
sanguinante\tbleeding
cadavere\tbody
cadaveri\tbodies
corpo\tbody
corpi\tbodies
mortale\tdeadly
mortali\tdeadly
letale\tlethal
dosi\tdoses
incendio\tfire
doloso\tarson
piromane\tarsonist
fiamme\tflames
fiamma\tflame
fuoco\tfire
fuochi\tfireworks
artificio\tfireworks
cappio\tnoose
corda\trope
nastro\ttape
manette\thandcuffs
guanti\tgloves
maschera\tmask
passamontagna\tbalaclava
sacco\tbag
acido\tacid
candeggina\tbleach
varechina\tbleach
ammoniaca\tammonia
soda\tlye
caustica\tcaustic
maiale\tpig
scomparso\tmissing
prove\tevidence
prova\ttest
impronte\tfingerprints
tracce\ttraces
traccia\ttrace
testimone\twitness
testimoni\twitness
vittima\tvictim
vittime\tvictim
bersaglio\ttarget
obiettivo\tgoal
nemico\tenemy
esercito\tarmy
soldato\tsoldier
soldati\tsoldiers
militare\tmilitary
bullismo\tbullying
bullo\tbully
crudele\tcruel
malvagio\tevil
malvagia\tevil
cattivo\tbad
cattiva\tbad
cattivi\tbad
cattive\tbad
brutale\tbrutal
sadico\tsadistic
psicopatico\tpsychopath
maltrattare\tabuse
maltrattamenti\tabuse
animale\tanimal
animali\tanimals
bracconaggio\tpoaching
avorio\tivory
droga\tdrug
droghe\tdrugs
drogato\taddict
drogata\taddict
drogati\taddicts
drogate\tdrugged
stupefacente\tdrug
stupefacenti\tdrugs
sostanza\tsubstance
sostanze\tsubstances
erba\tweed
maria\tweed
marijuana\tcannabis
canne\tweed
spinello\tweed joint
fumo\tsmoke
hascisc\thashish
sballo\thigh
sballarsi\tget high
sballato\thigh
strafatto\thigh
fattone\tstoner
cocaina\tcocaine
coca\tcocaine
bamba\tcocaine
neve\tsnow
pippa\tline cocaine
pippare\tsnort cocaine
striscia\tline
strisce\tlines
eroina\theroin
roba\tstuff
siringa\tsyringe
ago\tneedle
cucchiaio\tspoon
bilancia\tscale
grammo\tgram
grammi\tgrams
chilo\tkilo
dosaggio\tdosage
metanfetamina\tmethamphetamine
anfetamina\tamphetamine
anfetamine\tamphetamine
cristallo\tmeth
cristalli\tmeth
ecstasy\tmdma
pasticca\tpill
pasticche\tpills
pastiglia\tpill
pastiglie\tpills
pillola\tpill
pillole\tpills
compressa\tpill
compresse\tpills
funghi\tmushrooms
allucinogeni\thallucinogens
ketamina\tketamine
keta\tketamine
oppio\topium
oppiacei\topioids
oppioidi\topioids
morfina\tmorphine
fentanil\tfentanyl
ossicodone\toxycodone
benzodiazepine\tbenzodiazepines
sonnifero\tsleeping pill
sonniferi\tsleeping pills
tranquillanti\tsedatives
sedativi\tsedatives
psicofarmaci\tmedication
antidepressivo\tantidepressant
antidepressivi\tantidepressants
steroidi\tsteroids
efedrina\tephedrine
pseudoefedrina\tpseudoephedrine
safrolo\tsafrole
precursore\tprecursor
precursori\tprecursor
reagenti\treagents
solventi\tsolvents
sintesi\tsynthesis
laboratorio\tlab
laboratori\tlabs
spacciatore\tdealer
spacciatori\tdealers
pusher\tdealer
spaccio\tdrug dealing
narcotraffico\tdrug trafficking
trafficante\ttrafficker
traffico\ttrafficking
tossico\tjunkie
tossici\tjunkies
tossicodipendente\taddict
dipendenza\taddiction
alcol\talcohol
ubriaco\tdrunk
ubriaca\tdrunk
ubriachi\tdrunk
sbronzo\tdrunk
suicidio\tsuicide
suicidario\tsuicidal
autolesionismo\tself-harm
autolesionista\tself-harm
autolesionarsi\tself-harm
lametta\trazor
lamette\trazor
rasoio\trazor
polso\twrist
polsi\twrists
vena\tvein
vene\tveins
arteria\tartery
gola\tthroat
collo\tneck
salto\tjump
saltare\tblow up
ponte\tbridge
binari\ttracks
tetto\troof
biglietto\tnote
indolore\tpainless
depresso\tdepressed
depressa\tdepressed
depressi\tdepressed
depressione\tdepression
ansia\tanxiety
disperato\tdesperate
disperata\tdesperate
disperazione\tdespair
triste\tsad
inutile\tuseless
vuota\tempty
stanco\ttired
speranza\thope
sofferenza\tsuffering
dolore\tpain
dolori\tpain
doloroso\tpainful
anoressia\tanorexia
anoressica\tanorexic
proana\tpro-ana
digiuno\tfasting
magra\tthin
magro\tthin
grassa\tfat
grasso\tfat
peso\tweight
calorie\tcalories
dieta\tdiet
vomito\tvomit
lassativi\tlaxatives
pasti\tmeals
sesso\tsex
sessuale\tsexual
sessuali\tsexual
nudo\tnaked
nuda\tnaked
nudi\tnaked
porno\tporn
pornografia\tporn
pornografico\tpornographic
pornografica\tpornographic
erotico\terotic
erotica\terotic
erotiche\terotic
eccitante\tsexy
eccitato\thorny
eccitata\thorny
arrapato\thorny
arrapata\thorny
infoiato\thorny
vogliosa\thorny
osé\texplicit
hard\thardcore
spinto\texplicit
spinta\texplicit
esplicito\texplicit
esplicita\texplicit
esplicite\texplicit
intimo\tintimate
intima\tintimate
intime\tintimate
piccante\tsteamy
bollente\tsteamy
scopata\tfuck
scopate\tfucks
cazzo\tfuck
minchia\tcock
pene\tcock
uccello\tbird
figa\tpussy
fica\tpussy
tette\ttits
zinne\ttits
seno\tbreasts
capezzoli\tnipples
culo\tass
chiappe\tass
sedere\tass
ano\tanal
anale\tanal
orale\toral
pompino\tblowjob
pompini\tblowjob
bocchino\tblowjob
sega\thandjob
seghe\thandjob
ditalino\tmasturbate
masturbazione\tmasturbation
orgasmo\torgasm
sperma\tcum
sborra\tcum
rapporto\treport
rapporti\trelations
godere\tcome
gode\tcomes
puttana\twhore
puttane\twhores
troia\tslut
zoccola\tslut
prostituta\tprostitute
prostitute\tprostitutes
prostituzione\tprostitution
bordello\tbrothel
casino\tmess
magnaccia\tpimp
sfruttamento\texploitation
tratta\ttrafficking
feticismo\tfetish
feticcio\tfetish
sadomaso\tbdsm
sottomissione\tsubmission
schiava\tslave
schiavo\tslave
schiavi\tslaves
schiavitù\tslavery
trio\tthreesome
orgia\torgy
incesto\tincest
pedofilo\tpedophile
pedofilia\tpedophilia
pedopornografia\tchild porn
minorenne\tunderage
minorenni\tunderage
minore\tminor
minori\tminors
bambina\tchild
bambine\tchildren
bambino\tchild
bambini\tchildren
bimbi\tkids
ragazzina\tgirl
ragazzino\ttween
ragazzini\tkids
scolaretta\tschoolgirl
scolarette\tschoolgirl
adolescente\tteen
adolescenti\tteens
preadolescente\tpreteen
decenne\tten year-old
undicenne\televen year-old
dodicenne\ttwelve year-old
tredicenne\tthirteen year-old
quattordicenne\tfourteen year-old
quindicenne\tfifteen year-old
sedicenne\tsixteen year-old
diciassettenne\tseventeen year-old
adescamento\tgrooming
consenso\tconsent
consenziente\tconsenting
consensuale\tconsensual
stupro\trape
stupratore\trapist
stupratori\trapists
abuso\tabuse
abusi\tabuse
abusato\tabused
abusata\tabused
molestie\tharassment
palpata\tgrope
guardone\tpeeping
sottogonna\tupskirt
spiare\tspy
intimità\tintimacy
mutande\tunderwear
mutandine\tpanties
reggiseno\tbra
preservativo\tcondom
gravidanza\tpregnancy
incinta\tpregnant
aborto\tabortion
abortire\tabortion
salute\thealth
malattia\tdisease
malattie\tdiseases
malato\tsick
malata\tsick
malati\tsick
febbre\tfever
sintomo\tsymptom
sintomi\tsymptoms
infezione\tinfection
infezioni\tinfections
batteri\tbacteria
cicatrice\tscar
cicatrici\tscars
svenuto\tunconscious
svenuta\tunconscious
incosciente\tunconscious
crisi\tcrisis
convulsioni\tseizure
epilessia\tepilepsy
diabete\tdiabetes
insulina\tinsulin
cancro\tcancer
cisti\tcyst
appendicite\tappendicitis
chemio\tchemo
chemioterapia\tchemotherapy
terapia\ttherapy
cura\tcare
cure\tcare
chirurgia\tsurgery
operazione\toperation
intervento\tsurgery
anestesia\tanesthesia
anestetico\tanesthetic
lidocaina\tlidocaine
antibiotico\tantibiotic
antibiotici\tantibiotic
amoxicillina\tamoxicillin
antidoto\tantidote
digossina\tdigoxin
litio\tlithium
vaccino\tvaccine
farmaco\tmedication
farmaci\tmedication
medicina\tmedicine
medicinale\tmedication
medicinali\tmedication
ricetta\trecipe
ricette\trecipes
farmacia\tpharmacy
sciroppo\tsyrup
emergenza\temergency
soccorso\trescue
ambulanza\tambulance
ospedale\thospital
clinica\tclinic
pronto\tready
medico\tdoctor
medici\tdoctors
dottore\tdoctor
dottoressa\tdoctor
infermiere\tnurse
infermiera\tnurse
pediatra\tpediatrician
psicologo\ttherapist
psicologa\ttherapist
psichiatra\tpsychiatrist
terapeuta\ttherapist
consulente\tconsultant
paziente\tpatient
crimine\tcrime
crimini\tcrimes
reato\tcrime
reati\tcrimes
delitto\tcrime
delitti\tcrimes
criminale\tcriminal
criminali\tcriminal
delinquente\tcriminal
delinquenti\tcriminals
malvivente\tcriminal
malviventi\tcriminals
furto\ttheft
furti\ttheft
ladro\tthief
ladri\tthieves
rapina\trobbery
rapine\trobbery
rapinatore\trobber
scasso\tburglary
scassinatore\tburglar
topo\tburglar
svaligiare\tburglarize
svaligiato\tburglarized
grimaldello\tlockpick
serratura\tlock
lucchetto\tpadlock
allarme\talarm
antifurto\talarm
cassaforte\tsafe
bottino\tloot
rubato\tstolen
rubata\tstolen
rubati\tstolen
rubate\tstolen
taccheggio\tshoplifting
borseggio\tpickpocketing
borseggiatore\tpickpocket
fili\twires
filo\twire
auto\tcar
macchina\tcar
macchine\tmachines
automobile\tcar
moto\tmotorcycle
bici\tbike
targa\tlicense plate
truffa\tscam
truffe\tscam
truffatore\tscammer
frode\tfraud
falso\tfake
falsa\tfake
falsi\tfake
falsificato\tforged
falsificata\tforged
falsificazione\tforgery
contraffazione\tcounterfeit
tarocco\tfake
taroccato\tfake
copia\tcopy
copie\tcopies
documento\tdocument
documenti\tdocuments
identità\tidentity
passaporto\tpassport
patente\tlicense
licenza\tlicense
licenze\tlicensing
permesso\tallowed
certificato\tcertificate
firma\tsignature
ricevuta\treceipt
fattura\tinvoice
soldi\tmoney
denaro\tmoney
euro\teuros
dollari\tdollars
contanti\tcash
banconote\tbanknotes
moneta\tcoin
conto\taccount
conti\taccounts
banca\tbank
banche\tbanks
bancomat\tcard
carta\tcard
carte\tcards
credito\tcredit
debito\tdebt
bonifico\ttransfer
pagamento\tpayment
prezzo\tprice
costo\tcost
riciclaggio\tlaundering
evasione\tevasion
fiscale\ttax
fisco\tirs
tasse\ttax
tassa\ttax
paradiso\thaven
corruzione\tcorruption
tangente\tbribe
mazzetta\tbribe
bustarella\tbribe
ricatto\tblackmail
estorsione\textortion
pizzo\textortion
strozzino\tloan shark
mafioso\tmafia
camorra\tmafia
cartello\tcartel
banda\tgang
complice\taccomplice
contrabbando\tsmuggling
contrabbandiere\tsmuggler
confine\tborder
clandestino\tillegal
clandestini\tillegal immigrants
illegale\tillegal
illegali\tillegal
illecito\tillegal
legale\tlegal
legali\tlegal
polizia\tpolice
poliziotto\tpolice
sbirro\tcop
sbirri\tcops
carabinieri\tpolice
guardia\tguard
autorità\tauthorities
agente\tagent
agenti\tagents
investigatori\tinvestigators
indagine\tinvestigation
indagini\tinvestigation
sospettato\tsuspect
sospetto\tsuspect
arresto\tarrest
arrestato\tarrested
carcere\tprison
prigione\tprison
galera\tjail
detenuto\tprisoner
evaso\tescaped
fuga\tgetaway
denuncia\treport
querela\tlawsuit
tribunale\tcourt
processo\tprocess
giudice\tjudge
condanna\tsentence
condannato\tconvicted
pena\tpunishment
punizione\tpunishment
multe\tpenalties
sanzioni\tpenalties
avvocato\tlawyer
legge\tlaw
leggi\tlaws
regola\trule
regole\trules
diritto\tright
diritti\trights
forense\tforensic
telecamera\tcamera
telecamere\tcameras
fotocamera\tcamera
videosorveglianza\tsurveillance
sorveglianza\tsurveillance
microfono\tmicrophone
microspia\tbug
gps\ttracker
localizzatore\ttracker
posizione\tlocation
anonimo\tanonymous
anonima\tanonymous
anonimi\tanonymous
anonimato\tanonymity
irrintracciabile\tuntraceable
inosservato\tunnoticed
nascosto\thidden
nascosta\thidden
nascosti\thidden
nascoste\thidden
segreto\tsecret
segreta\tsecret
segreti\tsecrets
segrete\tsecret
hackeraggio\thacking
hackerato\thacked
pirata\tpirate
pirateria\tpiracy
piratato\tpirated
crackato\tcracked
programma\tprogram
programmi\tprograms
codice\tcode
codici\tcodes
comando\tcommand
comandi\tcommands
terminale\tterminal
sito\tsite
siti\tsites
pagina\tpage
pagine\tpages
rete\tnetwork
collegamento\tlink
dati\tdata
archivio\trecords
cartella\tfolder
accesso\taccess
credenziali\tcredentials
utente\tuser
utenti\tusers
amministratore\tadmin
profilo\tprofile
profili\tprofiles
vulnerabilità\tvulnerability
iniezione\tinjection
porta\tdoor
crittografia\tencryption
cifratura\tencryption
chiave\tkey
sicurezza\tsecurity
filtri\tfilters
restrizioni\trestrictions
censura\tcensorship
limiti\tboundaries
scansione\tscan
rilevamento\tdetection
tastiera\tkeyboard
portatile\tlaptop
cellulare\tphone
telefono\tphone
messaggio\tmessage
messaggi\tmessages
chiamata\tcall
intercettazione\twiretap
spia\tspy
criptovalute\tcrypto
estrazione\tmining
sottoprocesso\tsubprocess
istanza\tinstance
interrogazione\tquery
sessione\tsession
radice\troot
odio\thate
razzismo\tracism
razzista\tracist
razzisti\tracist
razza\trace
inferiore\tinferior
inferiori\tinferior
superiore\tsuperior
subumano\tsubhuman
subumani\tsubhuman
selvaggio\tsavage
selvaggi\tsavages
bestie\tbeasts
scimmie\tmonkeys
feccia\tvermin
parassiti\tparasites
invasori\tinvaders
invasione\tinvasion
negro\tblack slur
negri\tblack slur
frocio\tgay slur
finocchio\tgay slur
ricchione\tgay slur
lesbica\tlesbian
lesbiche\tlesbians
omosessuale\tgay
transessuale\ttransgender
zingaro\tgypsy
zingari\tgypsies
rom\troma
ebreo\tjew
ebrei\tjews
ebraico\tjewish
ebraica\tjewish
sionisti\tzionists
musulmano\tmuslim
musulmani\tmuslim
islamico\tmuslim
arabo\tarab
arabi\tarabs
africano\tafrican
africani\tafricans
asiatico\tasian
asiatici\tasians
cinese\tchinese
cinesi\tchinese
messicani\tmexicans
indiani\tindians
indù\thindus
sikh\tsikhs
latini\tlatinos
ispanici\thispanics
cristiano\tchristian
cristiani\tchristians
immigrato\timmigrant
immigrati\timmigrants
migranti\timmigrants
extracomunitari\timmigrants
stranieri\tforeigners
profughi\trefugees
rifugiati\trefugees
deportato\tdeported
deportati\tdeported
espulso\texpelled
espulsi\texpelled
nazista\tnazi
nazisti\tnazis
fascista\tfascist
duce\tmussolini
forni\tovens
campi\tcamps
epurazione\tpurge
complotto\tplot
complotti\tplot
bastardo\tbastard
bastardi\tbastards
degenerato\tdegenerate
disgustoso\tdisgusting
disgustosa\tdisgusting
schifoso\tdisgusting
schifosa\tdisgusting
schifo\tdisgusting
lurido\tfilthy
lurida\tfilthy
sporco\tdirty
sporca\tdirty
stronzo\tasshole
stronza\tbitch
coglione\tasshole
vaffanculo\tfuck you
fanculo\tfuck you
cazzata\tbullshit
cazzate\tbullshit
merda\tshit
idiota\tidiot
cretino\tidiot
stupido\tstupid
stupida\tstupid
ritardato\tretard
mongoloide\tretard
handicappato\tdisabled
disabile\tdisabled
insulto\tslur
insulti\tslurs
offesa\tinsult
diffamazione\tdefamation
voce\tvoice
voci\trumors
diceria\trumor
dicerie\trumors
bufala\thoax
disinformazione\tdisinformation
elezione\telection
elezioni\telection
elettorale\telectoral
elettorali\telectoral
elettore\tvoter
elettori\tvoters
voto\tvote
voti\tvotes
seggio\tpolling
seggi\tpolling
scheda\tballot
schede\tballots
urna\tballot box
brogli\tfraud
broglio\tfraud
truccate\trigged
candidato\tcandidate
candidati\tcandidate
partito\tparty
sondaggio\tpoll
sondaggi\tpolls
affluenza\tturnout
spoglio\tcount
circoscrizione\tdistrict
distretto\tdistrict
distretti\tdistricts
primarie\tprimary
registrazione\tregistration
registrazioni\tregistrations
iscrizione\tregistration
iscrizioni\tregistrations
corrispondenza\tmail-in
assente\tabsentee
assenti\tabsentee
rinviato\tpostponed
annullato\tcanceled
annullata\tcanceled
governo\tgovernment
politico\tpolitician
presidente\tpresident
sindaco\tmayor
ministro\tminister
trattato\ttreaty
trattati\ttreaties
dibattito\tdebate
discorso\tspeech
persona\tperson
persone\tpeople
gente\tpeople
uomo\tman
uomini\tmen
donna\twoman
donne\twomen
ragazzo\tboy
ragazzi\tkids
ragazza\tgirl
ragazze\tgirls
tizio\tguy
figlio\tson
figli\tchildren
figlia\tdaughter
figliastra\tstepdaughter
figliastro\tstepson
madre\tmother
mamma\tmom
padre\tfather
papà\tdad
babbo\tdad
genitori\tparents
genitore\tparent
fratello\tbrother
fratelli\tbrothers
sorella\tsister
sorelle\tsisters
nonno\tgrandfather
nonna\tgrandmother
nonni\tgrandparents
nipote\tnephew
nipoti\tgrandchildren
marito\thusband
moglie\twife
fidanzato\tboyfriend
fidanzata\tgirlfriend
compagno\tpartner
famiglia\tfamily
famiglie\tfamilies
neonato\tbaby
gemello\ttwin
gemelli\ttwins
amico\tfriend
amica\tfriend
amici\tfriends
collega\tcoworker
capo\tboss
datore\temployer
dipendente\temployee
dipendenti\temployees
proprietario\towner
padrone\towner
coinquilino\troommate
insegnante\tteacher
professore\tteacher
prof\tteacher
allenatore\tcoach
studente\tstudent
studenti\tstudents
alunno\tstudent
giovane\tyoung
giovani\tyouth
gioventù\tyouth
anziano\telderly
anziana\telderly
anziani\telderly
anziane\telderly
vecchio\told
vecchia\told
vecchi\told
vecchie\told
adulto\tadult
adulta\tadult
adulti\tadults
adulte\tadults
maggiorenne\tadult
esperto\texpert
esperti\texperts
principiante\trookie
assistente\tassistant
sviluppatore\tdeveloper
cliente\tcustomer
ospite\thost
sconosciuto\tstranger
sconosciuti\tstrangers
folla\tcrowd
pubblico\tpublic
pubblica\tpublic
pubblici\tpublic
pubbliche\tpublic
casa\thome
case\thouses
appartamento\tapartment
stanza\troom
camera\troom
cucina\tkitchen
giardino\tgarden
prato\tlawn
muro\twall
scuola\tschool
scuole\tschools
classe\tclass
palestra\tgym
ufficio\toffice
azienda\tcompany
società\tcompany
impresa\tbusiness
affari\tbusiness
affare\tdeal
negozio\tshop
supermercato\tstore
locale\tlocal
chiesa\tchurch
moschea\tmosque
sinagoga\tsynagogue
stazione\tstation
metropolitana\tsubway
metro\tsubway
treno\ttrain
autobus\tbus
strada\tstreet
città\tcity
paese\tcountry
paesi\tcountries
nazione\tcountry
provincia\tcounty
edificio\tbuilding
edifici\tbuildings
mondo\tworld
aria\tair
acqua\twater
luogo\tplace
posto\tplace
posti\tplaces
indirizzo\taddress
percorso\troute
tempo\ttime
giorno\tday
giorni\tdays
notte\tnight
mattina\tmorning
settimana\tweek
settimane\tweeks
mese\tmonth
mesi\tmonths
anno\tyear
anni\tyears
ore\thours
minuti\tminutes
data\tdate
età\tage
inizio\tstart
fine\tend
due\ttwo
tre\tthree
quattro\tfour
cinque\tfive
sette\tseven
otto\teight
nove\tnine
dieci\tten
undici\televen
dodici\ttwelve
tredici\tthirteen
quattordici\tfourteen
quindici\tfifteen
sedici\tsixteen
diciassette\tseventeen
diciotto\teighteen
diciannove\tnineteen
venti\ttwenty
trenta\tthirty
cento\thundred
mille\tthousand
milione\tmillion
primo\tfirst
seconda\tsecond
ultimo\tlast
prossimo\tnext
metà\thalf
numero\tnumber
numeri\tnumbers
nome\tname
nomi\tnames
modo\tway
modi\tways
maniera\tway
metodo\tmethod
metodi\tmethods
sistema\tsystem
sistemi\tsystems
tecnica\ttechnique
tecniche\ttechniques
passaggio\tstep
passaggi\tsteps
passo\tstep
passi\tsteps
fase\tstep
fasi\tsteps
istruzione\tinstruction
istruzioni\tinstructions
guida\tguide
guide\tguides
elenco\tlist
lista\tlist
consiglio\tadvice
consigli\ttips
suggerimenti\ttips
trucco\ttrick
trucchi\ttricks
dritta\ttip
dritte\ttips
idee\tideas
piano\tplan
piani\tplans
progetto\tproject
progetti\tprojects
schema\tscheme
scopo\tgoal
motivo\treason
motivi\treasons
ragione\treason
causa\tcause
risultato\tresult
risultati\tresults
effetto\teffect
effetti\teffects
quantità\tamount
materiale\tmaterial
materiali\tmaterials
ingrediente\tingredient
ingredienti\tingredients
strumento\ttool
strumenti\ttools
attrezzi\ttools
oggetto\tobject
oggetti\tobjects
cose\tthings
informazioni\tinformation
dettaglio\tdetail
dettagli\tdetails
esempio\texample
domanda\tquestion
domande\tquestions
risposta\tanswer
risposte\tanswers
aiuto\thelp
problema\tproblem
problemi\tproblems
differenza\tdifference
parte\tpart
parti\tparts
punto\tpoint
linea\tline
gruppo\tgroup
squadra\tteam
servizio\tservice
servizi\tservices
supporto\tsupport
lavoro\twork
compito\ttask
compiti\thomework
vita\tlife
vite\tlives
mano\thand
mani\thands
testa\thead
occhi\teyes
petto\tchest
braccio\tarm
ossa\tbones
cuore\theart
cibo\tfood
mangiare\teat
pollo\tchicken
tacchino\tturkey
pesce\tfish
salmone\tsalmon
trota\ttrout
uovo\tegg
uova\teggs
patata\tpotato
cocco\tcoconut
noce\twalnut
falò\tcampfire
candele\tcandles
libro\tbook
libri\tbooks
quaderno\tnotebook
storia\tstory
romanzo\tnovel
capitolo\tchapter
scena\tscene
scene\tscenes
personaggio\tcharacter
personaggi\tcharacters
protagonista\tprotagonist
antagonista\tvillain
sceneggiatura\tscreenplay
copione\tscript
fantasia\tfantasy
finzione\tfiction
inventato\tmade-up
inventata\tmade-up
ipotetico\thypothetical
ipotetica\thypothetical
ruolo\trole
gioco\tgame
videogioco\tgame
scacchi\tchess
poesia\tpoem
canzone\tsong
testo\ttext
testi\tlyrics
articolo\tarticle
bozza\tdraft
parola\tword
notizia\tnews
notizie\tnews
serie\tseries
foto\tphoto
immagine\timage
immagini\timages
ritratto\tportrait
mail\temail
posta\tmail
scatola\tbox
contenitore\tcontainer
batteria\tbattery
regalo\tgift
regali\tgifts
palloncino\tballoon
specchio\tmirror
doccia\tshower
cane\tdog
cucciolo\tpuppy
criceto\thamster
coniglio\trabbit
cervo\tdeer
vespa\twasp
zanzara\tmosquito
afidi\taphids
muffa\tmold
edera\tivy
rose\troses
rosa\trose
vulcano\tvolcano
casetta\tbirdhouse
pallacanestro\tbasketball
basket\tbasketball
corsa\trace
gara\trace
verticale\thandstand
ruota\tcartwheel
festa\tparty
matrimonio\twedding
viaggio\ttrip
storico\thistorical
cucinare\tcook
buono\tgood
buona\tgood
buoni\tgood
buone\tgood
bravo\tgood
brava\tgood
bello\tnice
bella\tnice
belli\tnice
belle\tnice
bell\tnice
buon\tgood
brutto\tbad
brutta\tbad
brutti\tbad
grande\tbig
grandi\tbig
piccolo\tsmall
piccola\tsmall
piccoli\tsmall
piccole\tsmall
lunga\tlong
lunghi\tlong
lunghe\tlong
corto\tshort
breve\tshort
alto\thigh
alta\thigh
basso\tlow
bassa\tlow
nuovo\tnew
nuova\tnew
nuovi\tnew
nuove\tnew
facile\teasy
facili\teasy
semplice\tsimple
semplici\tsimple
difficile\thard
difficili\thard
complicato\tcomplicated
veloce\tfast
veloci\tfast
rapido\tquick
rapida\tquick
rapidi\tquick
lento\tslow
sicuro\tsafe
sicura\tsafe
sicuri\tsafe
sicure\tsafe
pericoloso\tdangerous
pericolosa\tdangerous
pericolosi\tdangerous
pericolose\tdangerous
rischio\trisk
rischi\trisks
vero\treal
vera\treal
veri\treal
vere\treal
privato\tprivate
privata\tprivate
privati\tprivate
personale\tpersonal
personali\tpersonal
intero\twhole
intera\twhole
interi\twhole
intere\twhole
completo\tfull
completa\tfull
pieno\tfull
piena\tfull
diverso\tdifferent
diversa\tdifferent
diversi\tseveral
diverse\tdifferent
specifico\tspecific
specifica\tspecific
specifici\tspecific
specifiche\tspecific
esatto\texact
esatta\texact
esatti\texact
esatte\texact
preciso\texact
dettagliato\tdetailed
dettagliata\tdetailed
dettagliati\tdetailed
dettagliate\tdetailed
migliore\tbest
migliori\tbest
peggiore\tworst
ottimo\tgreat
perfetto\tperfect
efficace\teffective
efficaci\teffective
potente\tpowerful
potenti\tpowerful
forte\tstrong
forti\tstrong
debole\tweak
viva\talive
libero\tfree
libera\tfree
gratis\tfree
gratuito\tfree
economico\tcheap
economica\tcheap
costoso\texpensive
ricco\trich
povero\tpoor
pulito\tclean
pulita\tclean
chiaro\tclear
scuro\tdark
buio\tdark
nero\tblack
nera\tblack
neri\tblack
nere\tblack
bianco\twhite
bianca\twhite
bianchi\twhite
rosso\tred
verde\tgreen
giallo\tyellow
blu\tblue
caldo\thot
freddo\tcold
umano\thuman
umana\thuman
umani\thumans
sociale\tsocial
sociali\tsocial
normale\tnormal
normali\tnormal
comune\tcommon
strano\tstrange
possibile\tpossible
impossibile\timpossible
necessario\tnecessary
necessaria\tnecessary
utile\tuseful
utili\tuseful
importante\timportant
grave\tserious
serio\tserious
seria\tserious
urgente\turgent
giusto\tright
giusta\tright
sbagliato\twrong
pronta\tready
tranquillo\tquiet
silenzioso\tquiet
invisibile\tinvisible
convincente\tconvincing
convincenti\tconvincing
realistico\trealistic
medica\tmedical
sanitario\tmedical
amore\tlove
paura\tfear
vergogna\tshame
colpa\tfault
rabbia\tanger
arrabbiato\tangry
arrabbiata\tangry
felice\thappy
pazzo\tcrazy
pazza\tcrazy
scemo\tstupid
avviso\tnotice
avvisi\tnotices
avvertimento\twarning
attenzione\tattention
nota\tnote
note\tnotes
segno\tsign
segni\tsigns
norme\trules
autorizzazione\tpermission
sfondo\tbackground
verità\ttruth
bugia\tlie
bugie\tlies
scherzo\tjoke
valore\tworth
fondo\tfund
deposito\tdeposit
anticipo\tadvance
stipendio\tsalary
assicurazione\tinsurance
prestito\tloan
investimento\tinvestment
investimenti\tinvestments
ambiente\tenvironment
pressione\tpressure
forza\tforce
controllo\tcontrol
ordine\torder
pericolo\tdanger
incidente\taccident
incidenti\taccidents
danni\tdamage
guai\ttrouble
pistole\tguns
proiettile\tbullet
poliziotti\tpolice
siringhe\tsyringes
lettera\tletter
nemici\tenemies
spie\tspies
lame\tblades
uccidere\tkill
uccido\tkill
uccidi\tkill
uccide\tkill
uccidono\tkill
ucciderà\twill kill
ucciderei\twould kill
uccidendo\tkilling
ammazzare\tkill
ammazzo\tkill
ammazzi\tkill
ammazza\tkill
ammazzano\tkill
ammazzerà\twill kill
ammazzerei\twould kill
ammazzando\tkilling
ammazzato\tkilled
ammazzata\tkilled
ammazzate\tkilled
ammazzarlo\tkill him
ammazzarla\tkill her
ammazzami\tkill me
ammazzalo\tkill him
ferire\thurt
ferisco\thurt
ferisci\thurt
ferisce\thurt
feriscono\thurt
ferirà\twill hurt
ferirei\twould hurt
ferendo\thurting
ferirlo\thurt him
ferirla\thurt her
ferirmi\thurt myself
ferirsi\thurt himself
feriscimi\thurt me
feriscilo\thurt him
avvelenare\tpoison
avveleno\tpoison
avveleni\tpoison
avvelena\tpoison
avvelenano\tpoison
avvelenerà\twill poison
avvelenerei\twould poison
avvelenando\tpoisoning
avvelenato\tpoisoned
avvelenata\tpoisoned
avvelenati\tpoisoned
avvelenate\tpoisoned
avvelenarlo\tpoison him
avvelenarla\tpoison her
avvelenarmi\tpoison myself
avvelenarsi\tpoison himself
avvelenami\tpoison me
avvelenalo\tpoison him
spara\tshoot
sparano\tshoot
sparerà\twill shoot
sparerei\twould shoot
sparando\tshooting
sparato\tshot
sparata\tshot
sparati\tshot
sparate\tshot
spararlo\tshoot him
spararla\tshoot her
sparami\tshoot me
sparalo\tshoot him
accoltellare\tstab
accoltello\tstab
accoltelli\tstab
accoltella\tstab
accoltellano\tstab
accoltellerà\twill stab
accoltellerei\twould stab
accoltellando\tstabbing
accoltellato\tstabbed
accoltellata\tstabbed
accoltellati\tstabbed
accoltellate\tstabbed
accoltellarlo\tstab him
accoltellarla\tstab her
accoltellarmi\tstab me
accoltellami\tstab me
accoltellalo\tstab him
pugnalare\tstab
pugnalo\tstab
pugnali\tstab
pugnala\tstab
pugnalano\tstab
pugnalerà\twill stab
pugnalerei\twould stab
pugnalando\tstabbing
pugnalato\tstabbed
pugnalata\tstabbed
pugnalati\tstabbed
pugnalate\tstabbed
pugnalarlo\tstab him
pugnalarla\tstab her
pugnalarmi\tstab me
pugnalami\tstab me
pugnalalo\tstab him
strangolare\tstrangle
strangolo\tstrangle
strangoli\tstrangle
strangola\tstrangle
strangolano\tstrangle
strangolerà\twill strangle
strangolerei\twould strangle
strangolando\tstrangling
strangolato\tstrangled
strangolata\tstrangled
strangolati\tstrangled
strangolate\tstrangled
strangolarlo\tstrangle him
strangolarla\tstrangle her
strangolarmi\tstrangle me
strangolami\tstrangle me
strangolalo\tstrangle him
soffocare\tsuffocate
soffoco\tsuffocate
soffochi\tsuffocate
soffoca\tsuffocate
soffocano\tsuffocate
soffocherà\twill suffocate
soffocherei\twould suffocate
soffocando\tsuffocating
soffocato\tsuffocated
soffocata\tsuffocated
soffocati\tsuffocated
soffocate\tsuffocated
soffocarlo\tsuffocate him
soffocarla\tsuffocate her
soffocarmi\tsuffocate myself
soffocarsi\tsuffocate himself
soffocami\tsuffocate me
soffocalo\tsuffocate him
picchiare\tbeat
picchio\tbeat
picchi\tbeat
picchia\tbeat
picchiano\tbeat
picchierà\twill beat
picchierei\twould beat
picchiando\tbeating
picchiato\tbeaten
picchiata\tbeaten
picchiati\tbeaten
picchiate\tbeaten
picchiarlo\tbeat him
picchiarla\tbeat her
picchiarmi\tbeat me
picchiami\tbeat me
picchialo\tbeat him
torturare\ttorture
torturo\ttorture
torturi\ttorture
torturano\ttorture
torturerà\twill torture
torturerei\twould torture
torturando\ttorturing
torturato\ttortured
torturata\ttortured
torturati\ttortured
torturate\ttortured
torturarlo\ttorture him
torturarla\ttorture her
torturarmi\ttorture me
torturami\ttorture me
torturalo\ttorture him
rapire\tkidnap
rapisco\tkidnap
rapisci\tkidnap
rapisce\tkidnap
rapiscono\tkidnap
rapirà\twill kidnap
rapirei\twould kidnap
rapendo\tkidnapping
rapito\tkidnapped
rapita\tkidnapped
rapiti\tkidnapped
rapite\tkidnapped
rapirlo\tkidnap him
rapirla\tkidnap her
rapirmi\tkidnap me
rapiscimi\tkidnap me
rapiscilo\tkidnap him
violentare\trape
violentano\trape
violenterà\twill rape
violenterei\twould rape
violentando\traping
violentato\traped
violentata\traped
violentati\traped
violentate\traped
violentarlo\trape him
violentarla\trape her
violentarmi\trape me
violentami\trape me
violentalo\trape him
stuprare\trape
stupri\trape
stupra\trape
stuprano\trape
stuprerà\twill rape
stuprerei\twould rape
stuprando\traping
stuprato\traped
stuprata\traped
stuprati\traped
stuprate\traped
stuprarlo\trape him
stuprarla\trape her
stuprarmi\trape me
stuprami\trape me
stupralo\trape him
molestare\tmolest
molesto\tmolest
molesti\tmolest
molesta\tmolest
molestano\tmolest
molesterà\twill molest
molesterei\twould molest
molestando\tmolesting
molestato\tmolested
molestata\tmolested
molestati\tmolested
molestate\tmolested
molestarlo\tmolest him
molestarla\tmolest her
molestarmi\tmolest me
molestami\tmolest me
molestalo\tmolest him
bruciare\tburn
brucio\tburn
bruci\tburn
brucia\tburn
bruciano\tburn
brucerà\twill burn
brucerei\twould burn
bruciando\tburning
bruciato\tburned
bruciata\tburned
bruciati\tburned
bruciate\tburned
bruciarlo\tburn it
bruciarmi\tburn myself
bruciarsi\tburn himself
bruciami\tburn me
brucialo\tburn it
distruggere\tdestroy
distruggo\tdestroy
distruggi\tdestroy
distrugge\tdestroy
distruggono\tdestroy
distruggerà\twill destroy
distruggerei\twould destroy
distruggendo\tdestroying
distrutto\tdestroyed
distrutta\tdestroyed
distrutti\tdestroyed
distrutte\tdestroyed
distruggerlo\tdestroy it
distruggermi\tdestroy me
distruggimi\tdestroy me
distruggilo\tdestroy it
costruire\tbuild
costruisco\tbuild
costruisci\tbuild
costruisce\tbuild
costruiscono\tbuild
costruirà\twill build
costruirei\twould build
costruendo\tbuilding
costruito\tbuilt
costruita\tbuilt
costruiti\tbuilt
costruite\tbuilt
costruirlo\tbuild it
costruirmi\tbuild me
costruiscimi\tbuild me
costruiscilo\tbuild it
creare\tcreate
creo\tcreate
crei\tcreate
crea\tcreate
creano\tcreate
creerà\twill create
creerei\twould create
creando\tcreating
creato\tcreated
creata\tcreated
creati\tcreated
create\tcreated
crearlo\tcreate it
crearmi\tcreate me
creami\tcreate me
crealo\tcreate it
preparare\tprepare
preparo\tprepare
prepari\tprepare
prepara\tprepare
preparano\tprepare
preparerà\twill prepare
preparerei\twould prepare
preparando\tpreparing
preparato\tprepared
preparata\tprepared
preparati\tprepared
preparate\tprepared
prepararlo\tprepare it
prepararmi\tprepare me
preparami\tprepare me
preparalo\tprepare it
sintetizzare\tsynthesize
sintetizzo\tsynthesize
sintetizzi\tsynthesize
sintetizza\tsynthesize
sintetizzano\tsynthesize
sintetizzerà\twill synthesize
sintetizzerei\twould synthesize
sintetizzando\tsynthesizing
sintetizzato\tsynthesized
sintetizzata\tsynthesized
sintetizzati\tsynthesized
sintetizzate\tsynthesized
sintetizzarlo\tsynthesize it
sintetizzarmi\tsynthesize me
sintetizzami\tsynthesize me
sintetizzalo\tsynthesize it
cucino\tcook
cucini\tcook
cucinano\tcook
cucinerà\twill cook
cucinerei\twould cook
cucinando\tcooking
cucinato\tcooked
cucinata\tcooked
cucinati\tcooked
cucinate\tcooked
cucinarlo\tcook it
cucinarmi\tcook me
cucinami\tcook me
cucinalo\tcook it
mescolare\tmix
mescolo\tmix
mescoli\tmix
mescola\tmix
mescolano\tmix
mescolerà\twill mix
mescolerei\twould mix
mescolando\tmixing
mescolato\tmixed
mescolata\tmixed
mescolati\tmixed
mescolate\tmixed
mescolarlo\tmix it
mescolarmi\tmix me
mescolami\tmix me
mescolalo\tmix it
rubare\tsteal
rubo\tsteal
rubi\tsteal
ruba\tsteal
rubano\tsteal
ruberà\twill steal
ruberei\twould steal
rubando\tstealing
rubarlo\tsteal it
rubarmi\tsteal me
rubami\tsteal me
rubalo\tsteal it
nascondere\thide
nascondo\thide
nascondi\thide
nasconde\thide
nascondono\thide
nasconderà\twill hide
nasconderei\twould hide
nascondendo\thiding
comprare\tbuy
compro\tbuy
compri\tbuy
compra\tbuy
comprano\tbuy
comprerà\twill buy
comprerei\twould buy
comprando\tbuying
comprato\tbought
comprata\tbought
comprati\tbought
comprate\tbought
comprarlo\tbuy it
comprarmi\tbuy me
comprami\tbuy me
compralo\tbuy it
vendere\tsell
vendo\tsell
vendi\tsell
vende\tsell
vendono\tsell
venderà\twill sell
venderei\twould sell
vendendo\tselling
venduto\tsold
venduta\tsold
venduti\tsold
vendute\tsold
venderlo\tsell it
vendermi\tsell me
vendimi\tsell me
vendilo\tsell it
trovare\tfind
trovo\tfind
trovi\tfind
trova\tfind
trovano\tfind
troverà\twill find
troverei\twould find
trovando\tfinding
trovato\tfound
trovata\tfound
trovati\tfound
trovate\tfound
trovarlo\tfind it
trovarmi\tfind me
trovami\tfind me
trovalo\tfind it
usare\tuse
uso\tuse
usi\tuse
usa\tuse
usano\tuse
userà\twill use
userei\twould use
usando\tusing
usato\tused
usata\tused
usati\tused
usate\tused
usarlo\tuse it
usarmi\tuse me
usami\tuse me
usalo\tuse it
spiegare\texplain
spiego\texplain
spieghi\texplain
spiega\texplain
spiegano\texplain
spiegherà\twill explain
spiegherei\twould explain
spiegando\texplaining
spiegato\texplained
spiegata\texplained
spiegati\texplained
spiegate\texplained
spiegarlo\texplain it
spiegarmi\texplain me
spiegami\texplain me
spiegalo\texplain it
aiutare\thelp
aiuti\thelp
aiuta\thelp
aiutano\thelp
aiuterà\twill help
aiuterei\twould help
aiutando\thelping
aiutato\thelped
aiutata\thelped
aiutati\thelped
aiutate\thelped
aiutarlo\thelp him
aiutarla\thelp her
aiutarmi\thelp me
aiutami\thelp me
aiutalo\thelp him
insegnare\tteach
insegno\tteach
insegni\tteach
insegna\tteach
insegnano\tteach
insegnerà\twill teach
insegnerei\twould teach
insegnando\tteaching
insegnato\ttaught
insegnata\ttaught
insegnati\ttaught
insegnate\ttaught
insegnarlo\tteach it
insegnarmi\tteach me
insegnami\tteach me
insegnalo\tteach it
scrivere\twrite
scrivo\twrite
scrivi\twrite
scrive\twrite
scrivono\twrite
scriverà\twill write
scriverei\twould write
scrivendo\twriting
scritto\twritten
scritta\twritten
scritti\twritten
scritte\twritten
scriverlo\twrite it
scrivermi\twrite me
scrivimi\twrite me
scrivilo\twrite it
hackerare\thack
hackero\thack
hackeri\thack
hackera\thack
hackerano\thack
hackererà\twill hack
hackererei\twould hack
hackerando\thacking
hackerata\thacked
hackerati\thacked
hackerate\thacked
hackerarlo\thack it
hackerarmi\thack me
hackerami\thack me
hackeralo\thack it
craccare\tcrack
cracco\tcrack
cracchi\tcrack
cracca\tcrack
craccano\tcrack
craccherà\twill crack
craccherei\twould crack
craccando\tcracking
craccato\tcracked
craccata\tcracked
craccati\tcracked
craccate\tcracked
craccarlo\tcrack it
craccarmi\tcrack me
craccami\tcrack me
craccalo\tcrack it
tagliare\tcut
taglio\tcut
tagli\tcut
taglia\tcut
tagliano\tcut
taglierà\twill cut
taglierei\twould cut
tagliando\tcutting
tagliato\tcut
tagliata\tcut
tagliati\tcut
tagliate\tcut
tagliarlo\tcut it
tagliami\tcut me
taglialo\tcut it
impiccare\thang
impicco\thang
impicchi\thang
impicca\thang
impiccano\thang
impiccherà\twill hang
impiccherei\twould hang
impiccando\thanging
impiccato\thanged
impiccata\thanged
impiccate\thanged
impiccarlo\thang him
impiccarla\thang her
impiccami\thang me
impiccalo\thang him
drogare\tdrug
drogo\tdrug
droghi\tdrug
drogano\tdrug
drogherà\twill drug
drogherei\twould drug
drogando\tdrugging
drogarlo\tdrug him
drogarla\tdrug her
drogami\tdrug me
drogalo\tdrug him
ricattare\tblackmail
ricatti\tblackmail
ricatta\tblackmail
ricattano\tblackmail
ricatterà\twill blackmail
ricatterei\twould blackmail
ricattando\tblackmailing
ricattato\tblackmailed
ricattata\tblackmailed
ricattati\tblackmailed
ricattate\tblackmailed
ricattarlo\tblackmail him
ricattarla\tblackmail her
ricattarmi\tblackmail me
ricattami\tblackmail me
ricattalo\tblackmail him
truffare\tscam
truffo\tscam
truffi\tscam
truffano\tscam
trufferà\twill scam
trufferei\twould scam
truffando\tscamming
truffato\tscammed
truffata\tscammed
truffati\tscammed
truffate\tscammed
truffarlo\tscam him
truffarla\tscam her
truffarmi\tscam me
truffami\tscam me
truffalo\tscam him
spio\tspy
spii\tspy
spiano\tspy
spierà\twill spy
spierei\twould spy
spiando\tspying
spiato\tspied
spiata\tspied
spiati\tspied
spiate\tspied
spiarlo\tspy him
spiarla\tspy her
spiarmi\tspy me
spiami\tspy me
spialo\tspy him
minacciare\tthreaten
minaccio\tthreaten
minacci\tthreaten
minacciano\tthreaten
minaccerà\twill threaten
minaccerei\twould threaten
minacciando\tthreatening
minacciato\tthreatened
minacciata\tthreatened
minacciati\tthreatened
minacciate\tthreatened
minacciarlo\tthreaten him
minacciarla\tthreaten her
minacciarmi\tthreaten me
minacciami\tthreaten me
minaccialo\tthreaten him
falsificare\tforge
falsifico\tforge
falsifichi\tforge
falsifica\tforge
falsificano\tforge
falsificherà\twill forge
falsificherei\twould forge
falsificando\tforging
falsificati\tforged
falsificate\tforged
falsificarlo\tforge it
falsificarmi\tforge me
falsificami\tforge me
falsificalo\tforge it
scopare\tfuck
scopi\tfuck
scopa\tfuck
scopano\tfuck
scoperà\twill fuck
scoperei\twould fuck
scopando\tfucking
scopato\tfucked
scopati\tfucked
scopami\tfuck me
scopalo\tfuck him
hackare\thack
hacko\thack
hacka\thack
hackato\thacked
pedinare\tstalk
pedino\tstalk
pedina\tstalk
pedinato\tstalked
perseguitare\tstalk
perseguito\tstalk
perseguita\tstalk
perseguitato\tstalked
colpire\thit
colpisco\thit
colpisce\thit
colpito\thit
attaccare\tattack
attacca\tattack
attaccato\tattacked
aggredire\tattack
aggredisco\tattack
aggredisce\tattack
aggredito\tattacked
pestare\tbeat
pesto\tbeat
pesta\tbeat
pestato\tbeaten
massacrare\tmassacre
massacra\tmassacre
massacrato\tmassacred
sterminare\texterminate
stermino\texterminate
stermina\texterminate
sterminato\texterminated
decapitare\tbehead
decapito\tbehead
decapita\tbehead
decapitato\tbeheaded
sgozzare\tslit throat
sgozzo\tslit throat
sgozza\tslit throat
sgozzato\tslit throat
annegare\tdrown
annego\tdrown
annega\tdrown
annegato\tdrowned
annegarsi\tdrown himself
annegarmi\tdrown myself
sequestrare\tkidnap
sequestra\tkidnap
sequestrato\tkidnapped
rapinare\trob
rapino\trob
rapinato\trobbed
scassinare\tbreak into
scassino\tbreak into
scassina\tbreak into
scassinato\tbroken into
taccheggiare\tshoplift
taccheggia\tshoplift
taccheggiato\tshoplifted
borseggiare\tpickpocket
borseggia\tpickpocket
borseggiato\tpickpocketed
contrabbandare\tsmuggle
contrabbanda\tsmuggle
contrabbandato\tsmuggled
riciclare\tlaunder
riciclo\tlaunder
ricicla\tlaunder
riciclato\tlaundered
corrompere\tbribe
corrompo\tbribe
corrompe\tbribe
corrotto\tcorrupt
palpeggiare\tgrope
palpeggio\tgrope
palpeggia\tgrope
palpeggiato\tgroped
adescare\tgroom
adesco\tgroom
adesca\tgroom
adescato\tgroomed
fottere\tfuck
fotto\tfuck
fotte\tfuck
fottuto\tfucked
toccare\ttouch
tocco\ttouch
tocca\ttouch
toccato\ttouched
toccarsi\ttouch himself
toccarmi\ttouch myself
masturbare\tmasturbate
masturbo\tmasturbate
masturba\tmasturbate
masturbato\tmasturbated
fumare\tsmoke
fuma\tsmoke
fumato\tsmoked
sniffare\tsnort
sniffo\tsnort
sniffa\tsnort
sniffato\tsnorted
iniettare\tinject
inietto\tinject
inietta\tinject
iniettato\tinjected
iniettarsi\tinject himself
iniettarmi\tinject myself
spacciare\tdeal drugs
spaccia\tdeal drugs
spacciato\tdealt drugs
coltivare\tgrow
coltivo\tgrow
coltiva\tgrow
coltivato\tgrown
mangio\teat
mangia\teat
mangiato\teaten
dormire\tsleep
dormo\tsleep
dorme\tsleep
dormito\tslept
ingannare\ttrick
inganno\ttrick
inganna\ttrick
ingannato\ttricked
fingere\tpretend
fingo\tpretend
finge\tpretend
finto\tfake
ignorare\tignore
ignoro\tignore
ignora\tignore
ignorato\tignored
convincere\tconvince
convinco\tconvince
convinto\tconvinced
manipolare\tmanipulate
manipolo\tmanipulate
manipola\tmanipulate
manipolato\tmanipulated
controllare\tcheck
controlla\tcheck
controllato\tchecked
tracciare\ttrack
traccio\ttrack
tracciato\ttracked
localizzare\tlocate
localizzo\tlocate
localizza\tlocate
localizzato\tlocated
rintracciare\ttrace
rintraccio\ttrace
rintraccia\ttrace
rintracciato\ttraced
registrare\trecord
registro\trecord
registra\trecord
registrato\trecorded
bypassare\tbypass
bypasso\tbypass
bypassa\tbypass
bypassato\tbypassed
aggirare\tbypass
aggiro\tbypass
aggira\tbypass
aggirato\tbypassed
violare\tbreach
violo\tbreach
viola\tbreach
violato\tbreached
sfruttare\texploit
sfrutto\texploit
sfrutta\texploit
sfruttato\texploited
accedere\taccess
accedo\taccess
accede\taccess
acceduto\taccessed
disattivare\tdisable
disattivo\tdisable
disattiva\tdisable
disattivato\tdisabled
sbloccare\tunlock
sblocco\tunlock
sblocca\tunlock
sbloccato\tunlocked
bloccare\tblock
blocco\tblock
blocca\tblock
bloccato\tblocked
cancellare\tdelete
cancello\tdelete
cancella\tdelete
cancellato\tdeleted
eliminare\teliminate
elimino\teliminate
elimina\teliminate
eliminato\teliminated
diffondere\tspread
diffondo\tspread
diffonde\tspread
diffuso\tspread
pubblicare\tpost
pubblicato\tposted
condividere\tshare
condivido\tshare
condivide\tshare
condiviso\tshared
inviare\tsend
invio\tsend
invia\tsend
inviato\tsent
inviami\tsend me
inviarmi\tsend me
mandare\tsend
mando\tsend
manda\tsend
mandato\tsent
mandami\tsend me
mandarmi\tsend me
scaricare\tdownload
scarico\tdownload
scarica\tdownload
scaricato\tdownloaded
installare\tinstall
installo\tinstall
installa\tinstall
installato\tinstalled
chiamare\tcall
chiamo\tcall
chiama\tcall
chiamato\tcalled
parlare\ttalk
parlo\ttalk
parla\ttalk
parlato\ttalked
chiedere\task
chiedo\task
chiede\task
chiesto\tasked
conoscere\tknow
conosco\tknow
conosce\tknow
conosciuto\tknown
capire\tunderstand
capisco\tunderstand
capisce\tunderstand
capito\tunderstood
pensare\tthink
penso\tthink
pensa\tthink
pensato\tthought
sentire\tfeel
sento\tfeel
sente\tfeel
sentito\tfelt
provare\ttry
provo\ttry
provato\ttried
cercare\tsearch
cerco\tsearch
cerca\tsearch
cercato\tsearched
cercami\tsearch me
cercarmi\tsearch me
guardare\tlook
guardo\tlook
guarda\tlook
guardato\tlooked
mostrare\tshow
mostro\tshow
mostra\tshow
mostrato\tshown
mostrami\tshow me
mostrarmi\tshow me
leggere\tread
leggo\tread
letto\tread
descrivere\tdescribe
descrivo\tdescribe
descrive\tdescribe
descritto\tdescribed
descrivimi\tdescribe me
descrivermi\tdescribe me
raccontare\ttell
racconto\ttell
racconta\ttell
raccontato\ttold
raccontami\ttell me
raccontarmi\ttell me
elencare\tlist
elenca\tlist
elencato\tlisted
elencami\tlist me
elencarmi\tlist me
generare\tgenerate
genero\tgenerate
genera\tgenerate
generato\tgenerated
generami\tgenerate me
generarmi\tgenerate me
inventare\tinvent
invento\tinvent
inventa\tinvent
immaginare\timagine
immagino\timagine
immagina\timagine
immaginato\timagined
giocare\tplay
gioca\tplay
giocato\tplayed
restare\tstay
resto\tstay
resta\tstay
restato\tstayed
entrare\tenter
entra\tenter
entrato\tentered
tornare\tcome back
torno\tcome back
torna\tcome back
tornato\tcame back
lasciare\tleave
lascio\tleave
lascia\tleave
lasciato\tleft
guidare\tdrive
guido\tdrive
guidato\tdriven
spostare\tmove
sposto\tmove
sposta\tmove
spostato\tmoved
portare\tbring
porto\tbring
portato\tbrought
lanciare\tthrow
lancio\tthrow
lancia\tthrow
lanciato\tthrown
buttare\tthrow
butto\tthrow
butta\tthrow
buttato\tthrown
rompere\tbreak
rompo\tbreak
rompe\tbreak
rotto\tbroken
aprire\topen
apro\topen
apre\topen
aperto\topened
chiudere\tclose
chiudo\tclose
chiude\tclose
chiuso\tclosed
accendere\tlight
accendo\tlight
accende\tlight
acceso\tlit
pulire\tclean
pulisco\tclean
pulisce\tclean
seppellire\tbury
seppellisco\tbury
seppellisce\tbury
seppellito\tburied
smaltire\tdispose
smaltisco\tdispose
smaltisce\tdispose
smaltito\tdisposed
coprire\tcover
copro\tcover
copre\tcover
coperto\tcovered
scoprire\tdiscover
scopro\tdiscover
scopre\tdiscover
scoperto\tdiscovered
notare\tnotice
noto\tnotice
notato\tnoticed
beccare\tcatch
becco\tcatch
becca\tcatch
beccato\tcaught
arrestare\tarrest
arresta\tarrest
denunciare\treport
denuncio\treport
denunciato\treported
fermare\tstop
fermo\tstop
ferma\tstop
fermato\tstopped
smettere\tstop
smetto\tstop
smette\tstop
smesso\tstopped
iniziare\tstart
inizia\tstart
iniziato\tstarted
finisco\tend
finisce\tend
cambiare\tchange
cambio\tchange
cambia\tchange
cambiato\tchanged
aggiungere\tadd
aggiungo\tadd
aggiunge\tadd
aggiunto\tadded
rimuovere\tremove
rimuovo\tremove
rimuove\tremove
rimosso\tremoved
pagare\tpay
pago\tpay
paga\tpay
pagato\tpaid
guadagnare\tearn
guadagno\tearn
guadagna\tearn
guadagnato\tearned
perdere\tlose
perdo\tlose
perde\tlose
perso\tlost
evadere\tevade
evado\tevade
fuggire\tescape
fuggo\tescape
fugge\tescape
fuggito\tescaped
scappare\tescape
scappo\tescape
scappa\tescape
scappato\tescaped
sparire\tdisappear
sparisco\tdisappear
sparisce\tdisappear
sparito\tdisappeared
proteggere\tprotect
proteggo\tprotect
protegge\tprotect
protetto\tprotected
difendere\tdefend
difendo\tdefend
difende\tdefend
difeso\tdefended
salvare\tsave
salva\tsave
salvato\tsaved
evitare\tavoid
evito\tavoid
evita\tavoid
evitato\tavoided
curare\ttreat
curo\ttreat
curato\ttreated
odiare\thate
odia\thate
odiato\thated
lavorare\twork
lavora\twork
lavorato\tworked
imparare\tlearn
imparo\tlearn
impara\tlearn
imparato\tlearned
organizzare\tplan
organizzo\tplan
organizza\tplan
organizzato\tplanned
pianificare\tplan
pianifico\tplan
pianifica\tplan
pianificato\tplanned
stampare\tprint
stampo\tprint
stampa\tprint
stampato\tprinted
copiare\tcopy
copio\tcopy
copiato\tcopied
fabbricare\tmake
fabbrico\tmake
fabbrica\tmake
fabbricato\tmade
detonare\tdetonate
detono\tdetonate
detona\tdetonate
detonato\tdetonated
incendiare\tburn
incendia\tburn
incendiato\tburned
abusare\tabuse
abusa\tabuse
consigliare\tadvise
consiglia\tadvise
consigliato\tadvised
consigliami\tadvise me
consigliarmi\tadvise me
suggerire\tsuggest
suggerisco\tsuggest
suggerisce\tsuggest
suggerito\tsuggested
suggeriscimi\tsuggest me
suggerirmi\tsuggest me
servire\tneed
servo\tneed
servito\tneeded
salta\tblow up
saltato\tblown up
estorcere\textort
estorto\textorted
trombare\tfuck
trombato\tfucked
chiavare\tfuck
chiavato\tfucked
baciare\tkiss
baciato\tkissed
leccare\tlick
leccato\tlicked
succhiare\tsuck
succhiato\tsucked
affogare\tdrown
affogato\tdrowned
bastonare\tbludgeon
bastonato\tbludgeoned
menare\tbeat
menato\tbeat
intimidire\tintimidate
intimidito\tintimidated
vomitare\tvomit
vomitato\tvomited
digiunare\tfast
digiunato\tfasted
dimagrire\tlose weight
dimagrito\tlost weight
clonare\tclone
clonato\tcloned
bucare\thack
infettare\tinfect
infettato\tinfected
criptare\tencrypt
criptato\tencrypted
decriptare\tdecrypt
decriptato\tdecrypted
decifrare\tdecrypt
decifrato\tdecrypted
attivare\tenable
attivato\tenabled
contattare\tcontact
contattato\tcontacted
rispondere\tanswer
risposto\tanswered
correre\trun
corso\tran
camminare\twalk
camminato\twalked
muovere\tmove
mosso\tmoved
tirare\tpull
tirato\tpulled
spingere\tpush
gettare\tthrow
gettato\tthrown
pesare\tweigh
pesato\tweighed
contare\tcount
contato\tcounted
vincere\twin
vinto\twon
soffrire\tsuffer
sofferto\tsuffered
innescare\ttrigger
innescato\ttriggered
bombardare\tbomb
bombardato\tbombed
armare\tarm
accusare\taccuse
accusato\taccused
insultare\tinsult
insultato\tinsulted
offendere\toffend
offeso\toffended
umiliare\thumiliate
umiliato\thumiliated
bullizzare\tbully
bullizzato\tbullied
deportare\tdeport
espellere\texpel
schiavizzare\tenslave
schiavizzato\tenslaved
mutilare\tmaim
mutilato\tmaimed
sfregiare\tdisfigure
sfregiato\tdisfigured
storpiare\tcripple
storpiato\tcrippled
paralizzare\tparalyze
paralizzato\tparalyzed
accecare\tblind
accecato\tblinded
sanguinare\tbleed
sanguinato\tbled
dissanguare\tbleed out
dissanguato\tbled out
scannare\tslaughter
scannato\tslaughtered
macellare\tslaughter
macellato\tslaughtered
squartare\tdismember
squartato\tdismembered
smembrare\tdismember
smembrato\tdismembered
votare\tvote
vota\tvote
votato\tvoted
truccare\trig
truccato\trigged
manomettere\ttamper
manomesso\ttampered
licenziare\tfire
licenziato\tfired
condannare\tconvict
arricchire\tenrich
aerosolizzare\taerosolize
aerosolizzato\taerosolized
assassinare\tassassinate
assassina\tassassinate
assassinato\tassassinated
eseguire\texecute
eseguito\texecuted
esfiltrare\texfiltrate
esfiltrato\texfiltrated
flirtare\tflirt
flirtato\tflirted
rilevare\tdetect
rilevato\tdetected
scoraggiare\tdiscourage
scoraggiato\tdiscouraged
disumanizzare\tdehumanize
disumanizzato\tdehumanized
doxxare\tdox
doxxato\tdoxxed
sopprimere\tsuppress
soppresso\tsuppressed
triturare\tshred
triturato\tshredded
affamare\tstarve
affamato\tstarved
ritrasmettere\trebroadcast
ritrasmesso\trebroadcast
riconoscere\trecognize
riconosciuto\trecognized
rinviare\tpostpone
annullare\tcancel
uccideva\tkilled
ucciderebbe\twould kill
uccida\tkill
ammazzerebbe\twould kill
sparava\tshot
sparerebbe\twould shoot
rubava\tstole
ruberebbe\twould steal
rubarla\tsteal it
falsificarla\tforge it
buco\thole
buca\thole
buchi\tholes
bucata\tpunctured
bucarlo\thack it
bucarla\thack it
divulgare\tleak
divulga\tleak
divulgato\tleaked
divulgarlo\tleak it
divulgarla\tleak it
perseguitano\tstalk
perseguitava\tstalked
perseguiti\tstalk
perseguitando\tstalking
perseguitati\tstalked
perseguitarlo\tstalk him
perseguitarla\tstalk her
minacciava\tthreatened
sequestri\tkidnap
sequestrata\tkidnapped
sequestrati\tkidnapped
sequestrarlo\tkidnap him
sequestrarla\tkidnap her
trafficare\ttraffic
traffica\ttraffic
trafficato\ttrafficked
trafficata\ttrafficked
esplodono\texplode
esplose\texploded
esploda\texplode
fabbricano\tmake
fabbricata\tmade
fabbricarlo\tmake it
fabbricarla\tmake it
comprava\tbought
comprerebbe\twould buy
comprarla\tbuy it
vendeva\tsold
venderebbe\twould sell
venda\tsell
venderla\tsell it
nascose\thid
nascondeva\thid
nasconderebbe\twould hide
nasconda\thide
scappano\tescape
scappava\tescaped
scapperebbe\twould escape
scappi\tescape
scappando\tescaping
scappata\tescaped
scappati\tescaped
ingannano\ttrick
inganni\ttrick
ingannando\ttricking
ingannata\ttricked
ingannati\ttricked
ingannarlo\ttrick him
ingannarla\ttrick her
picchiava\tbeat
ferirebbe\twould hurt
ferisca\thurt
tagliava\tcut
tagliarla\tcut it
suicidano\tcommit suicide
suicidati\tcommitted suicide
drogava\tdrugged
abusava\tabused
abusando\tabusing
diffondono\tspread
diffuse\tspread
diffonda\tspread
diffondi\tspread
diffondendo\tspreading
diffusa\tspread
diffusi\tspread
diffonderlo\tspread it
diffonderla\tspread it
esporre\texpose
espongo\texpose
espone\texpose
esponga\texpose
esponi\texpose
esponendo\texposing
esposto\texposed
esposta\texposed
esposti\texposed
esporlo\texpose him
esporla\texpose her
diffamare\tdefame
diffama\tdefame
diffamato\tdefamed
diffamarlo\tdefame him
diffamarla\tdefame her
pirati\tpirates
scaricano\tdownload
scarichi\tdownload
scaricando\tdownloading
scaricata\tdownloaded
scaricati\tdownloaded
scaricarlo\tdownload it
scaricarla\tdownload it
votano\tvote
votata\tvoted
votarlo\tvote him
votarla\tvote her
trucca\trig
truccata\trigged
truccati\trigged
truccarlo\trig it
truccarla\trig it
bruciava\tburned
bruciarla\tburn it
incendi\tfires
incendiata\tburned
incendiarlo\tburn it
incendiarla\tburn it
torturava\ttortured
ricattava\tblackmailed
estorce\textort
spiava\tspied
pedinando\tstalking
pedinarlo\tstalk him
pedinarla\tstalk her
tracciando\ttracking
clona\tclone
cloni\tclone
clonarlo\tclone it
clonarla\tclone it
forzare\tforce
forzato\tforced
forzando\tforcing
sabotare\tsabotage
sabota\tsabotage
sabotato\tsabotaged
sabotando\tsabotaging
distrusse\tdestroyed
distruggerebbe\twould destroy
distrugga\tdestroy
distruggerla\tdestroy it
colpiscono\thit
colpiva\thit
colpisca\thit
colpisci\thit
colpendo\thitting
colpita\thit
colpiti\thit
colpirlo\thit him
colpirla\thit her
colpiscilo\thit him
aggredendo\tattacking
aggredita\tattacked
aggrediti\tattacked
aggredirlo\tattack him
aggredirla\tattack her
attaccando\tattacking
pestando\tbeating
massacrando\tmassacring
terrorizzare\tterrorize
terrorizza\tterrorize
terrorizzando\tterrorizing
bombarda\tbomb
bombardando\tbombing
innesca\ttrigger
armando\tarming
spacciano\tdeal drugs
spacciava\tdealt drugs
spacci\tdeal drugs
spacciando\tdealing drugs
spacciata\tdealt drugs
spacciati\tdealt drugs
spacciarlo\tsell it
spacciarla\tsell it
coltivando\tgrowing
iniettando\tinjecting
fumando\tsmoking
ubriacare\tget drunk
ubriacano\tget drunk
ubriacato\tgotten drunk
ubriacata\tgotten drunk
ubriacati\tgotten drunk
umilia\thumiliate
umili\thumiliate
umiliata\thumiliated
umiliati\thumiliated
umiliarlo\thumiliate him
umiliarla\thumiliate her
insulta\tinsult
insultano\tinsult
insultando\tinsulting
insultata\tinsulted
insultarlo\tinsult him
insultarla\tinsult her
offendo\toffend
offende\toffend
offendono\toffend
offese\toffended
offenda\toffend
offendi\toffend
offesi\toffended
offenderlo\toffend him
offenderla\toffend her
discriminare\tdiscriminate
discrimina\tdiscriminate
discriminato\tdiscriminated
odiando\thating
eliminano\teliminate
elimini\teliminate
eliminando\teliminating
eliminata\teliminated
eliminati\teliminated
eliminarlo\teliminate him
eliminarla\teliminate her
occultare\tconceal
occulta\tconceal
occultato\tconcealed
seppelliscono\tbury
seppellisci\tbury
seppellendo\tburying
seppellita\tburied
seppelliti\tburied
seppellirlo\tbury him
seppellirla\tbury her
smaltirlo\tdispose it
smaltirla\tdispose it
sciolgono\tdissolve
sciolga\tdissolve
sciogli\tdissolve
sciogliendo\tdissolving
sciolti\tdissolved
riciclata\tlaundered
riciclarlo\tlaunder it
riciclarla\tlaunder it
evasa\tevaded
evasi\tevaded
corrompendo\tbribing
corrotta\tcorrupt
corrotti\tcorrupt
corromperlo\tbribe him
corromperla\tbribe her
contrabbandarlo\tsmuggle it
contrabbandarla\tsmuggle it
frodare\tdefraud
froda\tdefraud
frodato\tdefrauded
imbrogliare\tcheat
imbroglio\tcheat
imbroglia\tcheat
imbrogli\tcheat
imbrogliando\tcheating
imbrogliato\tcheated
imbrogliata\tcheated
imbrogliati\tcheated
imbrogliarlo\tcheat him
imbrogliarla\tcheat her
fregare\tcheat
frego\tcare
frega\tcare
fregano\tcheat
fregava\tcheated
fregherebbe\twould cheat
freghi\tcheat
fregando\tcheating
fregato\tcheated
fregata\tcheated
fregati\tcheated
fregarlo\tcheat him
fregarla\tcheat her
copiando\tcopying
plagiare\tplagiarize
plagia\tplagiarize
plagiato\tplagiarized
infetta\tinfect
cripta\tencrypt
intercettare\tintercept
intercetta\tintercept
intercettato\tintercepted
intercettando\tintercepting
registrando\trecording
filmare\tfilm
filma\tfilm
filmando\tfilming
filmato\tfilmed
filmata\tfilmed
filmati\tfilmed
filmarlo\tfilm him
filmarla\tfilm her
fotografare\tphotograph
fotografa\tphotograph
fotografato\tphotographed
fotografando\tphotographing
adescarlo\tgroom him
adescarla\tgroom her
toccano\ttouch
toccava\ttouched
toccherebbe\twould touch
tocchi\ttouch
toccando\ttouching
toccata\ttouched
toccati\ttouched
toccarlo\ttouch him
toccarla\ttouch her
toccalo\ttouch him
spogliare\tundress
spoglia\tundress
spogliando\tundressing
prostituire\tprostitute
prostituito\tprostituted
sfruttano\texploit
sfrutti\texploit
sfruttando\texploiting
sfruttata\texploited
sfruttati\texploited
sfruttarlo\texploit him
sfruttarla\texploit her
schiavizza\tenslave
vomita\tvomit
vomitando\tvomiting
digiuna\tfast
dimagrisce\tlose weight
affama\tstarve
annegando\tdrowning
affoga\tdrown
affogando\tdrowning
schiantare\tcrash
schianta\tcrash
schiantato\tcrashed
manomette\ttamper
manomessa\ttampered
manometterlo\ttamper it
manometterla\ttamper it
bypassarlo\tbypass it
bypassarla\tbypass it
violi\tbreach
violando\tbreaching
violata\tbreached
violati\tbreached
violarlo\tbreach it
violarla\tbreach it
eludere\tevade
elude\tevade
eluso\tevaded
eluderlo\tevade it
eluderla\tevade it
mentire\tlie
mento\tlie
mente\tmind
mentono\tlie
mentì\tlied
mentiva\tlied
mentirebbe\twould lie
menta\tmint
mentendo\tlying
mentito\tlied
manipolando\tmanipulating
manipolata\tmanipulated
manipolati\tmanipulated
manipolarlo\tmanipulate him
manipolarla\tmanipulate her
calunniare\tslander
calunnia\tslander
calunniato\tslandered
screditare\tdiscredit
scredita\tdiscredit
screditato\tdiscredited
denigrare\tdenigrate
denigra\tdenigrate
denigrato\tdenigrated
accusando\taccusing
intossicare\tpoison
intossica\tpoison
intossicato\tpoisoned
narcotizzare\tdrug
narcotizza\tdrug
narcotizzato\tdrugged
sedare\tsedate
seda\tsedate
sedato\tsedated
stordire\tstun
stordisce\tstun
stordito\tstunned
addormentare\tput to sleep
addormenta\tput to sleep
addormentando\tputting to sleep
legare\ttie up
lego\ttie up
lega\tleague
legano\ttie up
legava\ttied up
leghi\ttie up
legando\ttying up
legato\ttied up
legata\ttied up
legati\ttied up
legarlo\ttie him up
legarla\ttie her up
legalo\ttie him up
imbavagliare\tgag
imbavaglia\tgag
imbavagliato\tgagged
rinchiudere\tlock up
rinchiude\tlock up
rinchiuso\tlocked up
incastrare\tframe
incastra\tframe
incastrato\tframed
incastrando\tframing
intimidisce\tintimidate
intimidita\tintimidated
intimidirlo\tintimidate him
intimidirla\tintimidate her
tormentare\ttorment
tormenta\ttorment
tormentato\ttormented
tormentando\ttormenting
deridere\tmock
deride\tmock
deriso\tmocked
provocare\tprovoke
provoca\tprovoke
provocato\tprovoked
provocando\tprovoking
istigare\tincite
istiga\tincite
istigato\tincited
incitare\tincite
incita\tincite
incitato\tincited
radicalizzare\tradicalize
radicalizza\tradicalize
radicalizzato\tradicalized
reclutare\trecruit
recluta\trecruit
reclutato\trecruited
reclutando\trecruiting
indottrinare\tindoctrinate
indottrina\tindoctrinate
indottrinato\tindoctrinated
negare\tdeny
nega\tdeny
negato\tdenied
negando\tdenying
sopprime\tsuppress
strozzare\tstrangle
strozza\tstrangle
strozzato\tstrangled
strozzando\tstrangling
mutila\tmaim
sfregia\tdisfigure
scanna\tslaughter
squarta\tdismember
smembra\tdismember
macella\tslaughter
rapinando\trobbing
masturbando\tmasturbating
eccitare\tarouse
eccita\tarouse
eccitando\tarousing
bacia\tkiss
baciando\tkissing
lecca\tlick
leccando\tlicking
succhia\tsuck
succhiando\tsucking
denudare\tstrip
denuda\tstrip
denudato\tstripped
abortisce\tabort
abortito\taborted
sterilizzare\tsterilize
sterilizza\tsterilize
sterilizzato\tsterilized
lanciano\tthrow
lanciava\tthrew
lanci\tthrow
lanciando\tthrowing
lanciata\tthrown
lanciati\tthrown
lanciarlo\tthrow it
lanciarla\tthrow it
lancialo\tthrow it
getta\tthrow
gettando\tthrowing
buttando\tthrowing
ricaricare\treload
ricarica\treload
ricaricato\treloaded
mirare\taim
mira\taim
mirato\taimed
mirando\taiming
giustiziare\texecute
giustiziato\texecuted
fucilare\tshoot
fucila\tshoot
fucilato\tshot
linciare\tlynch
lincia\tlynch
linciato\tlynched
lapidare\tstone
lapida\tstone
lapidato\tstoned
acceca\tblind
paralizza\tparalyze
dissangua\tbleed out
dissanguando\tbleeding out
contagiare\tinfect
contagia\tinfect
contagiato\tinfected
inquinare\tpollute
inquina\tpollute
inquinato\tpolluted
evacuare\tevacuate
evacua\tevacuate
evacuato\tevacuated
evacuando\tevacuating
dirottare\thijack
dirotta\thijack
dirottato\thijacked
speronare\tram
sperona\tram
speronato\trammed
travolgere\trun over
travolge\trun over
travolto\trun over
investire\tinvest
investo\tinvest
investe\tinvest
investì\tinvested
investendo\tinvesting
investito\tinvested
investita\tinvested
investiti\tinvested
investirlo\trun him over
investirla\trun her over
sballare\tget high
sballa\tget high
sballata\tgotten high
sballati\tgotten high
rollare\troll
rolla\troll
rollato\trolled
sputtanare\texpose
sputtana\texpose
sputtanato\texposed
infilzare\tskewer
infilza\tskewer
infilzato\tskewered
trafiggere\tpierce
trafigge\tpierce
trafitto\tpierced
squarciare\tslash
squarcia\tslash
squarciato\tslashed
sfondare\tbreak
sfonda\tbreak
sfondato\tbroken
scardinare\tbreak open
scardina\tbreak open
scardinato\tbroken open
rompono\tbreak
ruppe\tbroke
rompeva\tbroke
rompa\tbreak
rompi\tbreak
rompendo\tbreaking
rotta\tbroken
rotti\tbroken
romperlo\tbreak it
romperla\tbreak it
spezzare\tbreak
spezza\tbreak
spezzato\tbroken
spezzando\tbreaking
fratturare\tfracture
fratturato\tfractured
schiacciare\tcrush
schiaccia\tcrush
schiacciato\tcrushed
schiacciando\tcrushing
calpestare\ttrample
calpesta\ttrample
calpestato\ttrampled
calpestando\ttrampling
frustare\twhip
frusta\twhip
frustato\twhipped
schiaffeggiare\tslap
schiaffeggia\tslap
schiaffeggiato\tslapped
hackerarla\thack it
piratare\tpirate
piratarlo\tpirate it
piratarla\tpirate it
crackare\tcrack
cracka\tcrack
crackarlo\tcrack it
crackarla\tcrack it
contraffà\tcounterfeit
bullizza\tbully
bullizzarlo\tbully him
bullizzarla\tbully her
fottendo\tfucking
spammare\tspam
spamma\tspam
spammato\tspammed
doxxa\tdox
stalkerare\tstalk
stalkera\tstalk
stalkerato\tstalked
ddossare\tddos
ddossa\tddos
ddossato\tddosed
trollare\ttroll
trolla\ttroll
trollato\ttrolled
killare\tkill
killa\tkill
killato\tkilled
killarlo\tkill him
killarla\tkill her
sgamare\tcatch
sgama\tcatch
sgamato\tcaught
procurami\tget me
procuramelo\tget it for me
procurarti\tget you
trovamelo\tfind it for me
trovali\tfind them
spiegamelo\texplain it to me
spiegarmelo\texplain it to me
spiegaci\texplain us
spiegarci\texplain us
scrivimelo\twrite it for me
scrivigli\twrite him
scrivergli\twrite him
scriverle\twrite her
traducimi\ttranslate me
traduci\ttranslate
traducilo\ttranslate it
riassumimi\tsummarize me
riassumi\tsummarize
riassumilo\tsummarize it
correggimi\tcorrect me
correggi\tcorrect
correggilo\tcorrect it
correggermi\tcorrect me
convincerla\tconvince her
convincerlo\tconvince him
convincerli\tconvince them
convincila\tconvince her
convincilo\tconvince him
farglielo\tmake him do it
fagli\tmake him
dammene\tgive me some
stampalo\tprint it
stampali\tprint them
stamparlo\tprint it
leggerlo\tread it
leggilo\tread it
leggimi\tread me
caricarlo\tload it
caricalo\tload it
ucciderebbero\twould kill
ammazzala\tkill her
ammazzali\tkill them
sparale\tshoot her
spararle\tshoot her
pugnalala\tstab her
picchiala\tbeat her
picchiali\tbeat them
drogala\tdrug her
stuprala\trape her
rapiscila\tkidnap her
sequestrala\tkidnap her
minacciala\tthreaten her
ricattala\tblackmail her
spiala\tspy on her
seguila\tfollow her
seguirla\tfollow her
seguirlo\tfollow him
pedinala\tstalk her
localizzarlo\tlocate him
localizzarla\tlocate her
rintracciarlo\ttrace him
rintracciarla\ttrace her
tracciarlo\ttrack him
tracciarla\ttrack her
hackerargli\thack his
rubargli\tsteal from him
rubarle\tsteal from her
fregargli\tsteal from him
truffarli\tscam them
truffali\tscam them
costringerla\tforce her
costringerlo\tforce him
obbligare\tforce
obbligarla\tforce her
obbligarlo\tforce him
toglierle\ttake from her
liberarsene\tget rid of it
disfarsi\tget rid
disfarsene\tget rid of it
nascondergli\thide from him
bruciala\tburn it
darglielo\tgive it to him
dargliela\tgive it to her
mandarglielo\tsend it to him
spiegarglielo\texplain it to him
insegnarmelo\tteach it to me
venderglielo\tsell it to him
vendergli\tsell him
comprargli\tbuy him
comprarle\tbuy her
comprarne\tbuy some
venderne\tsell some
portarmelo\tbring it to me
portargli\tbring him
mandargli\tsend him
mandarle\tsend her
mandagli\tsend him
mandale\tsend her
inviargli\tsend him
mostragli\tshow him
mostrargli\tshow him
mostrarle\tshow her
dicendogli\ttelling him
dicendole\ttelling her
avvelenala\tpoison her
avvelenali\tpoison them
aprirlo\topen it
aprirla\topen it
aprilo\topen it
chiuderlo\tclose it
accenderlo\tlight it
usala\tuse it
usali\tuse them
usarli\tuse them
provarla\ttry it
provalo\ttry it
mescolarli\tmix them
scaldarlo\theat it
ingerire\tswallow
ingerirlo\tswallow it
ingoiare\tswallow
ingoiato\tswallowed
ingoiarlo\tswallow it
inghiottire\tswallow
fumarla\tsmoke it
fumarlo\tsmoke it
sniffarla\tsnort it
iniettarla\tinject it
iniettarselo\tinject it
prenderle\ttake them
prenderli\ttake them
prendili\ttake them
prendile\ttake them
prendessi\ttook
berla\tdrink it
mangiarlo\teat it
metterle\tput them
cambiarmi\tchange
curarmi\ttreat me
curarlo\ttreat him
curarla\ttreat her
salvarmi\tsave me
rispondermi\tanswer me
rispondigli\tanswer him
rispondergli\tanswer him
confermami\tconfirm
confermare\tconfirm
importerebbe\twould matter
sceglierne\tchoose one
svegliarmi\twake up
calmarle\tcalm them
venirle\tcome to her
puntarli\taim them
assillarmi\tpester me
incassarla\tcash it
ridarmela\tgive it back
parlano\ttalk
parlando\ttalking
pensano\tthink
pensando\tthinking
portando\tbringing
mantiene\tkeep
contenere\tcontain
contiene\tcontain
sostenere\tsupport
sostiene\tsupport
credere\tbelieve
credo\tbelieve
crede\tbelieve
credono\tbelieve
creduto\tbelieved
passare\tpass
passa\tpass
passando\tpassing
chiedendo\tasking
arrivare\tarrive
arrivo\tarrive
arriva\tarrive
arrivano\tarrive
arrivando\tarriving
arrivato\tarrived
guardando\twatching
diventare\tbecome
diventa\tbecome
diventando\tbecoming
diventato\tbecome
tornando\tcoming back
cercano\tsearch
cercando\tsearching
chiamano\tcall
riscrivere\trewrite
riscrive\trewrite
prescrivere\tprescribe
prescrive\tprescribe
giocando\tplaying
vivono\tlive
sopravvive\tsurvive
perdono\tlose
perdendo\tlosing
utilizzare\tuse
utilizza\tuse
utilizzato\tused
lavorando\tworking
studiare\tstudy
studia\tstudy
studiato\tstudied
dormendo\tsleeping
corre\trun
cammina\twalk
costare\tcost
costa\tcost
spendere\tspend
spende\tspend
speso\tspent
vince\twin
cominciare\tstart
comincia\tstart
cominciato\tstarted
continuare\tcontinue
continuo\tcontinue
continua\tcontinue
continuato\tcontinued
promettere\tpromise
promette\tpromise
promesso\tpromised
permettere\tallow
permette\tallow
ammettere\tadmit
ammette\tadmit
commettere\tcommit
commette\tcommit
trasmettere\ttransmit
trasmette\ttransmit
scommettere\tbet
scommette\tbet
provando\ttrying
riuscire\tmanage
riesco\tmanage
riesce\tmanage
riuscito\tmanaged
sembro\tseem
sembrato\tseemed
piacciono\tlike
piaciuto\tliked
bastare\tbe enough
mancare\tmiss
manca\tmiss
mancano\tmiss
mancato\tmissed
succedendo\thappening
accade\thappen
capitare\thappen
capita\thappens
decidere\tdecide
deciso\tdecided
sceglie\tchoose
preferire\tprefer
preferisco\tprefer
preferisce\tprefer
preferito\tpreferred
ama\tlove
amato\tloved
sperare\thope
spero\thope
spera\thope
sperato\thoped
aspettare\twait
aspetto\twait
aspetta\twait
aspettando\twaiting
aspettato\twaited
ricordare\tremember
ricordo\tremember
ricorda\tremember
ricordato\tremembered
dimenticare\tforget
dimentica\tforget
dimenticato\tforgotten
sognare\tdream
sogna\tdream
temere\tfear
teme\tfear
risponde\tanswer
domandare\task
dimostrare\tprove
dimostra\tprove
dimostrato\tproven
ascoltare\tlisten
ascolta\tlisten
cantare\tsing
canta\tsing
ballare\tdance
balla\tdance
suonare\tplay
suona\tplay
tradotto\ttranslated
condurre\tlead
conduce\tlead
introdurre\tintroduce
lavare\twash
lava\twash
vestire\tdress
veste\tdress
indossare\twear
indossa\twear
muove\tmove
girare\tturn
giro\tturn
gira\tturn
girato\tturned
salire\tgo up
scendere\tgo down
scende\tgo down
cadere\tfall
cade\tfall
caduto\tfallen
alzare\traise
alza\traise
abbassare\tlower
abbassa\tlower
riposare\trest
riposa\trest
nascere\tbe born
nasce\tbe born
nato\tborn
crescere\tgrow
cresce\tgrow
cresciuto\tgrown
guarire\theal
guarisce\theal
soffre\tsuffer
piangere\tcry
piange\tcry
pianto\tcried
ridere\tlaugh
ride\tlaugh
sorridere\tsmile
sorride\tsmile
sorriso\tsmile
urlare\tscream
urla\tscream
gridare\tshout
grida\tshout
telefonare\tcall
telefona\tcall
ricevere\treceive
riceve\treceive
ricevuto\treceived
raggiungere\treach
raggiunge\treach
toglie\tremove
caricare\tload
carico\tload
carica\tcharge
caricato\tloaded
aggiornare\tupdate
aggiorna\tupdate
configurare\tconfigure
configura\tconfigure
impostare\tset up
collegare\tconnect
connettere\tconnect
connette\tconnect
funzionare\twork
funzionato\tworked
riparare\trepair
ripara\trepair
aggiustare\tfix
aggiusta\tfix
sistemare\tfix
verificare\tverify
testare\ttest
analizzare\tanalyze
analizza\tanalyze
calcolare\tcalculate
calcola\tcalculate
misurare\tmeasure
conta\tcount
pesa\tweigh
confrontare\tcompare
confronta\tcompare
valutare\tevaluate
valuta\tevaluate
giudicare\tjudge
giudica\tjudge
vietare\tforbid
vieta\tforbid
proibire\tprohibit
proibisce\tprohibit
impedire\tprevent
impedisce\tprevent
impedito\tprevented
combattere\tfight
combatte\tfight
combattuto\tfought
lottare\tfight
sconfiggere\tdefeat
sconfigge\tdefeat
seguire\tfollow
segue\tfollow
seguendo\tfollowing
seguito\tfollowed
inseguire\tchase
insegue\tchase
offrire\toffer
offre\toffer
offerto\toffered
regalare\tgive
regala\tgive
prestare\tlend
presta\tlend
restituire\treturn
restituisce\treturn
affittare\trent
affitta\trent
risparmiare\tsave
risparmia\tsave
sprecare\twaste
spreca\twaste
rischiare\trisk
rischia\trisk
rischiato\trisked
divertire\tamuse
diverte\tamuse
annoiare\tbore
annoia\tbore
arrabbiare\tanger
arrabbia\tanger
preoccupare\tworry
preoccupa\tworry
calmare\tcalm
innamorare\tfall in love
innamora\tfall in love
innamorato\tfallen in love
sposare\tmarry
sposato\tmarried
divorziare\tdivorce
divorzia\tdivorce
tradire\tbetray
tradisce\tbetray
tradito\tbetrayed
abbracciare\thug
abbraccia\thug
incontrare\tmeet
incontro\tmeet
incontra\tmeet
incontrato\tmet
presentare\tpresent
presenta\tpresent
invitare\tinvite
invita\tinvite
invitato\tinvited
visitare\tvisit
viaggiare\ttravel
viaggia\ttravel
partire\tleave
abitare\tlive
abita\tlive
trasferire\tmove
trasferisce\tmove
assumere\thire
assume\thire
assunto\thired
licenzia\tfire
gestire\tmanage
gestisce\tmanage
gestito\tmanaged
dirigere\tdirect
dirige\tdirect
diretto\tdirect
completare\tcomplete
riempire\tfill
riempie\tfill
svuotare\tempty
svuota\tempty
spegne\tturn off
staccare\tdetach
stacca\tdetach
appendere\thang
appende\thang
tira\tpull
spinge\tpush
premere\tpress
preme\tpress
afferrare\tgrab
afferra\tgrab
mollare\tlet go
molla\tlet go
battere\tbeat
batte\tbeat
bollire\tboil
bolle\tboil
friggere\tfry
frigge\tfry
cuocere\tcook
cuoce\tcook
versare\tpour
versa\tpour
riscaldare\theat
riscalda\theat
scaldare\theat
scalda\theat
raffreddare\tcool
raffredda\tcool
congelare\tfreeze
congela\tfreeze
assaggiare\ttaste
assaggia\ttaste
annusare\tsmell
annusa\tsmell
osservare\tobserve
osserva\tobserve
riconosce\trecognize
disegnare\tdraw
disegna\tdraw
dipingere\tpaint
dipinge\tpaint
postare\tpost
postato\tposted
commentare\tcomment
commenta\tcomment
segnalare\treport
segnala\treport
querelare\tsue
citare\tquote
cita\tquote
assolvere\tacquit
assolve\tacquit
interrogare\tinterrogate
interroga\tinterrogate
indagare\tinvestigate
indaga\tinvestigate
investigare\tinvestigate
investiga\tinvestigate
processare\tprocess
processa\tprocess
giurare\tswear
giura\tswear
testimoniare\ttestify
testimonia\ttestify
confessare\tconfess
confessa\tconfess
rifiutare\trefuse
rifiuta\trefuse
accettare\taccept
accettato\taccepted
approvare\tapprove
approva\tapprove
firmare\tsign
firmato\tsigned
eleggere\telect
elegge\telect
governare\tgovern
governa\tgovern
comandare\tcommand
comanda\tcommand
obbedire\tobey
obbedisce\tobey
ordinare\torder
ordina\torder
ordinato\tordered
pregare\tpray
prega\tpray
ringraziare\tthank
ringrazia\tthank
perdonare\tforgive
perdona\tforgive
avvertire\twarn
avverte\twarn
avvisare\twarn
avvisa\twarn
informare\tinform
informa\tinform
comunicare\tcommunicate
comunica\tcommunicate
annunciare\tannounce
annuncia\tannounce
dichiarare\tdeclare
dichiara\tdeclare
affermare\tclaim
afferma\tclaim
raccomandare\trecommend
raccomanda\trecommend
persuadere\tpersuade
influenzare\tinfluence
fidare\ttrust
fida\ttrust
dubitare\tdoubt
dubita\tdoubt
sospettare\tsuspect
sospetta\tsuspect
ripetere\trepeat
ripete\trepeat
correggere\tcorrect
corregge\tcorrect
migliorare\timprove
migliora\timprove
migliorato\timproved
peggiorare\tworsen
peggiora\tworsen
aumentare\tincrease
aumenta\tincrease
diminuire\tdecrease
diminuisce\tdecrease
sviluppare\tdevelop
sviluppa\tdevelop
esplorare\texplore
esplora\texplore
applicare\tapply
applica\tapply
rendere\tmake
rende\tmake
reso\tmade
apparire\tappear
appare\tappear
scomparire\tdisappear
scompare\tdisappear
respirare\tbreathe
respira\tbreathe
riassumere\tsummarize
riassume\tsummarize
riassunto\tsummary
elaborare\tprocess
elabora\tprocess
rivelare\treveal
rivela\treveal
rivelato\trevealed
svelare\treveal
svela\treveal
importare\tmatter
importa\tmatter
interessare\tinterest
interessa\tinterest
interessato\tinterested
scusare\texcuse
procurare\tget
procura\tget
raccogliere\tcollect
raccoglie\tcollect
cogliere\tcatch
coglie\tcatch
risolvere\tsolve
risolve\tsolve
risolto\tsolved
coinvolgere\tinvolve
coinvolge\tinvolve
coinvolto\tinvolved
svolgere\tcarry out
svolge\tcarry out
rivolgere\taddress
rivolge\taddress
costringere\tforce
costringe\tforce
costretto\tforced
includere\tinclude
escludere\texclude
esclude\texclude
concludere\tconclude
discutere\tdiscuss
discute\tdiscuss
dividere\tdivide
mordere\tbite
morde\tbite
dipendere\tdepend
dipende\tdepend
comprendere\tunderstand
comprende\tunderstand
sorprendere\tsurprise
sorprende\tsurprise
sorpreso\tsurprised
riprendere\tresume
riprende\tresume
interrompere\tinterrupt
interrompe\tinterrupt
previene\tprevent
svenire\tfaint
sviene\tfaint
intervenire\tintervene
interviene\tintervene
convenire\tbe worth
conviene\tbe worth
proporre\tpropose
propone\tpropose
imporre\timpose
impone\timpose
comporre\tcompose
compone\tcompose
supporre\tsuppose
suppone\tsuppose
distrarre\tdistract
distrae\tdistract
estrae\textract
attrarre\tattract
attrae\tattract
valere\tbe worth
vale\tbe worth
tacere\tkeep quiet
tace\tkeep quiet
esistere\texist
esiste\texist
resistere\tresist
resiste\tresist
insistere\tinsist
insiste\tinsist
consistere\tconsist
consiste\tconsist
assistere\tassist
assiste\tassist
ricercare\tresearch
richiedere\trequest
richiede\trequest
pretendere\tdemand
pretende\tdemand
attendere\twait
attende\twait
tendere\ttend
stendere\tspread
stende\tspread
estendere\textend
estende\textend
emettere\temit
emette\temit
rilasciare\trelease
rilascia\trelease
liberare\tfree
catturare\tcapture
cattura\tcapture
prelevare\twithdraw
preleva\twithdraw
depositare\tdeposit
deposita\tdeposit
trasportare\ttransport
trasporta\ttransport
spedire\tship
spedisce\tship
consegnare\tdeliver
consegna\tdeliver
ritirare\twithdraw
ritira\twithdraw
incassare\tcash
incassa\tcash
signor\tmr
senti\tlisten
accordo\tagreement
pensi\tthink
aver\thave
pensavo\tthought
vediamo\tsee
far\tmake
diavolo\tdevil
bel\tnice
credi\tbelieve
scusi\tsorry
significa\tmeans
traduzione\ttranslation
ricordi\tremember
pare\tseems
ben\twell
paio\tpair
mezzo\thalf
fate\tdo
sapete\tknow
dottor\tdoctor
volete\twant
fortuna\tluck
entrambi\tboth
spiace\tsorry
faremo\twill make
smettila\tstop it
revisione\trevision
andate\tgo
capisci\tunderstand
eravamo\twere
parli\tspeak
vuol\twants
conosci\tknow
benissimo\tvery well
poter\tbe able
campo\tfield
gran\tgreat
realtà\treality
insomma\tin short
onore\thonor
credevo\tthought
preoccuparti\tworry
fretta\thurry
solito\tusual
intenzione\tintention
dovete\tmust
milioni\tmillions
venite\tcome
appuntamento\tappointment
chiami\tcall
vederti\tsee you
giuro\tswear
specie\tspecies
lasci\tleave
aspetti\twait
guardate\tlook
lasciami\tleave me
zitto\tquiet
sorpresa\tsurprise
occhiata\tlook
addosso\ton
sembrava\tseemed
avevamo\thad
riesci\tmanage
compagnia\tcompany
proposito\tpurpose
attento\tcareful
sembri\tseem
peccato\tpity
questione\tissue
adoro\tlove
guardi\tlook
sala\troom
relazione\trelationship
saremo\twill be
stavi\twere
intendo\tmean
spazio\tspace
riguarda\tconcerns
parliamo\ttalk
fronte\tfront
silenzio\tsilence
andati\tgone
aspettate\twait
senta\tlisten
sentite\tlisten
scherzando\tjoking
missione\tmission
avremmo\twould have
aiutarti\thelp you
contatto\tcontact
possibilità\tpossibility
intendi\tmean
caccia\thunt
arrivata\tarrived
ballo\tdance
ascoltami\tlisten to me
arrivati\tarrived
bellissima\tbeautiful
decisione\tdecision
anima\tsoul
tornata\treturned
occasione\tchance
avremo\twill have
prometto\tpromise
palle\tballs
siediti\tsit down
inferno\thell
parlarne\ttalk about it
fermati\tstop
stavamo\twere
tenente\tlieutenant
scommetto\tbet
fermi\tstop
spettacolo\tshow
sinistra\tleft
dite\tsay
sergente\tsergeant
apri\topen
lato\tside
uniti\tunited
eccolo\there he is
miglior\tbest
averti\thave you
temo\tfear
comandante\tcommander
destra\tright
ringrazio\tthank
figliolo\tson
ordini\torders
maledizione\tdamn
venuti\tcame
nord\tnorth
pensate\tthink
parlarti\ttalk to you
congratulazioni\tcongratulations
farcela\tmake it
calmati\tcalm down
chiudi\tclose
accidenti\tdamn
bellissimo\tbeautiful
dovrebbero\tshould
ami\tlove
stronzate\tbullshit
esperienza\texperience
portata\tbrought
lasciate\tleave
andremo\twill go
sud\tsouth
torni\tcome back
pianeta\tplanet
ritorno\treturn
metri\tmeters
mossa\tmove
suppongo\tsuppose
destino\tdestiny
maggior\tgreater
avermi\thave me
chiedi\task
segnale\tsignal
fortunato\tlucky
dubbio\tdoubt
odore\tsmell
contrario\topposite
terzo\tthird
chiamate\tcalls
sceriffo\tsheriff
spirito\tspirit
seduto\tsitting
dipartimento\tdepartment
rumore\tnoise
guardami\tlook at me
eroe\thero
turno\tshift
entrambe\tboth
dovremo\twill have to
vedrai\twill see
coppia\tcouple
pausa\tbreak
vedete\tsee
dovevi\thad to
colonnello\tcolonel
palla\tball
torniamo\tgo back
cerchi\tlook for
sentimenti\tfeelings
prendiamo\ttake
sensazione\tfeeling
andartene\tleave
provi\ttry
visti\tseen
stavolta\tthis time
affrontare\tface
bacio\tkiss
bordo\tboard
saremmo\twould be
improvviso\tsudden
continui\tcontinue
alzati\tget up
stile\tstyle
entrata\tentrance
retro\tback
meraviglioso\twonderful
fidati\ttrust me
ultimamente\tlately
fila\tline
magia\tmagic
procuratore\tprosecutor
riuscita\tsucceeded
troveremo\twill find
sii\tbe
dirtelo\ttell you
grandioso\tgreat
gesù\tjesus
chiederti\task you
sottotitoli\tsubtitles
rimasta\tstayed
angolo\tcorner
siate\tbe
troviamo\tfind
scomparsa\tdisappearance
muoviti\thurry up
cerchiamo\tlook for
forze\tforces
piaceva\tliked
richiesta\trequest
faccenda\tmatter
campione\tchampion
pensarci\tthink about it
sbrigati\thurry
attenta\tcareful
zitta\tquiet
bellezza\tbeauty
prendete\ttake
rilassati\trelax
dover\thave to
speravo\thoped
attesa\twait
benvenuti\twelcome
conoscenza\tknowledge
vedremo\twill see
finale\tfinal
pensiamo\tthink
pensava\tthought
tiro\tshot
sguardo\tlook
eccoci\there we are
pratica\tpractice
scuse\tapologies
fantasma\tghost
ispettore\tinspector
teoria\ttheory
chiamami\tcall me
dovreste\tshould
eccola\there she is
aspettavo\twaited
prenderti\ttake you
crederci\tbelieve it
esserlo\tbe it
voler\twant
andarmene\tleave
pista\ttrack
terza\tthird
preoccupi\tworry
angelo\tangel
altezza\theight
seduta\tsession
genio\tgenius
corri\trun
suono\tsound
copertura\tcover
conosciamo\tknow
piaci\tlike
sposata\tmarried
credimi\tbelieve me
merito\tmerit
sentita\theard
diventata\tbecome
telefonata\tphone call
lasciamo\tleave
entri\tenter
liceo\thigh school
mezza\thalf
eravate\twere
metta\tput
fece\tmade
ascoltate\tlisten
distanza\tdistance
chiamarmi\tcall me
magnifico\tmagnificent
universo\tuniverse
lascialo\tleave him
intendevo\tmeant
termine\tterm
vittoria\tvictory
talento\ttalent
corrente\tcurrent
conoscerti\tmeet you
tantissimo\tvery much
amor\tlove
potremo\twill be able
direzione\tdirection
lasciata\tleft
funerale\tfuneral
intende\tmeans
dritto\tstraight
presenza\tpresence
atto\tact
apprezzo\tappreciate
chilometri\tkilometers
migliaia\tthousands
lasciarmi\tleave me
guardati\tlook at yourself
domattina\ttomorrow morning
lasciatemi\tlet me
pensavi\tthought
speriamo\thope
sali\tget in
pur\teven
andarcene\tleave
caduta\tfall
parlarle\ttalk to her
fossimo\twere
sentivo\tfelt
guardie\tguards
trappola\ttrap
starai\twill be
attenti\tcareful
unita\tunited
entrate\tcome in
sarete\twill be
chiamava\tcalled
mal\tbad
mettiamo\tput
sig\tmr
fastidio\tbother
premio\tprize
profondo\tdeep
arrivi\tarrive
cella\tcell
finora\tso far
presento\tintroduce
mostri\tmonsters
percento\tpercent
amicizia\tfriendship
protezione\tprotection
assieme\ttogether
gloria\tglory
scusarmi\tapologize
disastro\tdisaster
tenga\tkeep
puzza\tstinks
sposati\tmarried
dirmelo\ttell me
tornate\tcome back
dirglielo\ttell him
tentativo\tattempt
sentirmi\tfeel
aspettiamo\twait
svegliati\twake up
dovevamo\thad to
aiutarci\thelp us
volare\tfly
piaccia\tlike
poteri\tpowers
quarto\tfourth
avessero\thad
regno\tkingdom
volevamo\twanted
preferirei\twould prefer
chiedevo\tasked
muoversi\tmove
merita\tdeserves
promessa\tpromise
farvi\tmake you
credete\tbelieve
sissignore\tyes sir
dannato\tdamned
bei\tnice
assicuro\tassure
abbandonato\tabandoned
smetterla\tstop it
verranno\twill come
imbarazzante\tembarrassing
fonte\tsource
amante\tlover
avessimo\thad
tornati\treturned
avrete\twill have
eccoti\there you are
potreste\tcould
sentiamo\thear
lavorava\tworked
ingresso\tentrance
riuscivo\tmanaged
mettiti\tput
fido\ttrust
lasciati\tleft
proposta\tproposal
affascinante\tcharming
sterline\tpounds
ascolto\tlisten
riusciamo\tmanage
tentato\ttried
conoscete\tknow
dubito\tdoubt
serviva\tneeded
comportamento\tbehavior
comodo\tcomfortable
uscite\tgo out
facevi\tdid
diretta\tlive
averne\thave some
divorzio\tdivorce
innamorata\tin love
agenzia\tagency
volto\tface
creda\tbelieve
mucchio\theap
rimasti\tleft
puntate\tepisodes
respiro\tbreath
giuria\tjury
ombra\tshadow
ricordate\tremember
portate\tbring
tavola\ttable
trovarla\tfind her
dichiarazione\tstatement
smetti\tstop
limite\tlimit
portarlo\tbring him
mettermi\tput me
centinaia\thundreds
affitto\trent
appartiene\tbelongs
evento\tevent
bugiardo\tliar
governatore\tgovernor
riusciti\tmanaged
venne\tcame
dono\tgift
moda\tfashion
custodia\tcustody
impressione\timpression
strega\twitch
coso\tthing
terreno\tground
impegnato\tbusy
vorrai\twill want
portarti\ttake you
metterti\tput you
adorabile\tadorable
iniziamo\tstart
castello\tcastle
colleghi\tcolleagues
malapena\tbarely
conoscerla\tmeet her
maschio\tmale
ascoltando\tlistening
festeggiare\tcelebrate
indovinare\tguess
pari\tequal
sentirti\thear you
miracolo\tmiracle
vicenda\taffair
divertimento\tfun
meriti\tdeserve
cercavo\tlooked for
parlava\ttalked
argomento\ttopic
alba\tdawn
meravigliosa\twonderful
familiare\tfamiliar
muovetevi\thurry up
andiamocene\tlets go
diamine\tdamn
invito\tinvitation
portami\tbring me
punta\ttip
fortunata\tlucky
usciamo\tgo out
provarci\ttry
patto\tpact
ovest\twest
bestia\tbeast
commissione\tcommission
coloro\tthose
vantaggio\tadvantage
mezzanotte\tmidnight
caspita\twow
fallito\tfailed
occupo\ttake care
pensaci\tthink about it
onda\twave
rendi\tmake
fondi\tfunds
incubo\tnightmare
fattoria\tfarm
conosciuti\tknown
tasca\tpocket
cima\ttop
parlarmi\ttalk to me
superare\tovercome
esistono\texist
eccellente\texcellent
originale\toriginal
muoverti\tmove
stammi\tstay
sopportare\tstand
lasciala\tleave her
riposo\trest
indovina\tguess
concerto\tconcert
maestà\tmajesty
troverai\twill find
tecnologia\ttechnology
togliti\tget off
dormi\tsleep
tomba\tgrave
legame\tbond
mancanza\tlack
superato\tpassed
passeggiata\twalk
impazzire\tgo crazy
lasciarlo\tleave him
opportunità\topportunity
causato\tcaused
lasciarti\tleave you
follia\tmadness
attività\tactivity
dirvi\ttell you
trovarti\tfind you
divertiti\thave fun
tratti\ttraits
aiutarvi\thelp you
scendi\tget down
passione\tpassion
cercate\tlook for
essermi\tbe
coscienza\tconscience
discussione\tdiscussion
mappa\tmap
palco\tstage
lieto\tglad
manchi\tmiss
ripeto\trepeat
portarla\tbring her
figurati\tno problem
federale\tfederal
responsabilità\tresponsibility
assegno\tcheck
tornerà\twill return
grazia\tgrace
dicessi\tsaid
conosceva\tknew
farete\twill make
lasciar\tlet
sorta\tsort
sincero\tsincere
retta\tstraight
veda\tsee
chiamiamo\tcall
crediamo\tbelieve
visione\tvision
cominciamo\tstart
nata\tborn
reazione\treaction
eccomi\there i am
contatti\tcontacts
sezione\tsection
furono\twere
miglia\tmiles
rifugio\tshelter
fiero\tproud
profumo\tperfume
coincidenza\tcoincidence
portarmi\tbring me
impegno\tcommitment
chiedermi\task me
giudizio\tjudgment
pochino\tlittle
dopodomani\tday after tomorrow
stamattina\tthis morning
stamani\tthis morning
oggigiorno\tnowadays
finalmente\tfinally
infine\tfinally
ormai\tby now
tuttora\tstill
intanto\tmeanwhile
frattempo\tmeanwhile
altrove\telsewhere
laggiù\tdown there
lassù\tup there
quaggiù\tdown here
dappertutto\teverywhere
volentieri\tgladly
purtroppo\tunfortunately
fortunatamente\tfortunately
sfortunatamente\tunfortunately
chiaramente\tclearly
semplicemente\tsimply
direttamente\tdirectly
esclusivamente\texclusively
principalmente\tmainly
soprattutto\tespecially
specialmente\tespecially
particolarmente\tparticularly
generalmente\tgenerally
normalmente\tnormally
solitamente\tusually
raramente\trarely
talvolta\tsometimes
immediatamente\timmediately
improvvisamente\tsuddenly
gradualmente\tgradually
assolutamente\tabsolutely
decisamente\tdefinitely
almeno\tat least
eventualmente\tpossibly
possibilmente\tpossibly
naturalmente\tnaturally
liberamente\tfreely
gratuitamente\tfor free
pubblicamente\tpublicly
privatamente\tprivately
fisicamente\tphysically
mentalmente\tmentally
emotivamente\temotionally
medicalmente\tmedically
clinicamente\tclinically
tecnicamente\ttechnically
puramente\tpurely
seriamente\tseriously
letteralmente\tliterally
permanentemente\tpermanently
temporaneamente\ttemporarily
efficacemente\teffectively
correttamente\tcorrectly
perfettamente\tperfectly
interamente\tentirely
parzialmente\tpartially
discretamente\tdiscreetly
furtivamente\tstealthily
intenzionalmente\tintentionally
volontariamente\tvoluntarily
accidentalmente\taccidentally
casualmente\trandomly
pertanto\ttherefore
cosicché\tso that
sennò\totherwise
oltretutto\tbesides
eppure\tyet
anziché\tinstead of
qualora\tif
semmai\tif anything
giacché\tsince
ecc\tetc
eccetera\tetcetera
beh\twell
bah\tmeh
boh\tdunno
mah\twell
ehi\they
ehm\tum
uhm\tum
vabbè\tokay
arrivederci\tgoodbye
buonanotte\tgood night
benvenuto\twelcome
auguri\tbest wishes
complimenti\tcongratulations
chissà\twho knows
cavolo\tdamn
stronzi\tassholes
bastarda\tbastard
coglioni\tballs
fottiti\tfuck you
porca\tdamn
dannazione\tdamn
maledetto\tdamned
maledetta\tdamned
perke\twhy
qls\tsomething
qlk\tsome
qlkn\tsomeone
qualcun\tsomeone
tvtb\tlove you so much
grz\tthanks
xò\tbut
cmnq\tanyway
qnt\thow much
nnt\tnothing
msg\tmessage
num\tnumber
risp\treply
rispondi\treply
bn\twell
mlt\tvery
mln\tmillion
mld\tbillion
sx\tleft
dx\tright
frate\tbro
zi\tdude
amo\tlove
tesoro\tdarling
oddio\tomg
madonna\tjeez
mannaggia\tdamn
figo\tcool
fico\tcool
ganzo\tcool
scialla\tchill
sbatti\thassle
sbattimento\thassle
cazzi\tfucking business
sfiga\tbad luck
sfigato\tloser
sfigata\tloser
secchione\tnerd
bho\tdunno
ankio\tme too
anke\talso
anch\talso
ankora\tstill
kiedo\task
kiedere\task
kosa\twhat
kome\thow
kuando\twhen
kualcuno\tsomeone
kualcosa\tsomething
sera\tevening
mattino\tmorning
pomeriggio\tafternoon
giornata\tday
secolo\tcentury
minuto\tminute
momento\tmoment
attimo\tmoment
istante\tinstant
periodo\tperiod
epoca\tera
stagione\tseason
primavera\tspring
estate\tsummer
autunno\tautumn
inverno\twinter
compleanno\tbirthday
natale\tchristmas
pasqua\teaster
vacanza\tvacation
serata\tevening
scadenza\tdeadline
calendario\tcalendar
orario\tschedule
ritardo\tdelay
futuro\tfuture
passato\tpast
presente\tpresent
lunedì\tmonday
martedì\ttuesday
mercoledì\twednesday
giovedì\tthursday
venerdì\tfriday
sabato\tsaturday
domenica\tsunday
gennaio\tjanuary
febbraio\tfebruary
marzo\tmarch
aprile\tapril
maggio\tmay
giugno\tjune
luglio\tjuly
agosto\taugust
settembre\tseptember
ottobre\toctober
novembre\tnovember
dicembre\tdecember
bimbo\tkid
bimba\tkid
zio\tuncle
zia\taunt
cugino\tcousin
cugina\tcousin
compagna\tpartner
conoscente\tacquaintance
parente\trelative
studentessa\tstudent
professoressa\tteacher
maestro\tteacher
maestra\tteacher
preside\tprincipal
avvocatessa\tlawyer
poliziotta\tpolicewoman
carabiniere\tpolice officer
ufficiale\tofficial
generale\tgeneral
ladra\tthief
colpevole\tguilty
innocente\tinnocent
prigioniero\tprisoner
nemica\tenemy
straniero\tforeigner
cittadino\tcitizen
cittadina\tcitizen
abitante\tinhabitant
turista\ttourist
viaggiatore\ttraveler
autista\tdriver
pilota\tpilot
cuoco\tcook
cuoca\tcook
cameriere\twaiter
cameriera\twaitress
commesso\tclerk
commessa\tclerk
cassiere\tcashier
cassiera\tcashier
impiegato\temployee
impiegata\temployee
operaio\tworker
lavoratore\tworker
lavoratrice\tworker
contadino\tfarmer
ingegnere\tengineer
architetto\tarchitect
scienziato\tscientist
ricercatore\tresearcher
giornalista\tjournalist
scrittore\twriter
scrittrice\twriter
autore\tauthor
autrice\tauthor
artista\tartist
attore\tactor
attrice\tactress
cantante\tsinger
musicista\tmusician
regista\tdirector
fotografo\tphotographer
programmatore\tprogrammer
tecnico\ttechnician
esperta\texpert
specialista\tspecialist
commercialista\taccountant
contabile\taccountant
banchiere\tbanker
imprenditore\tentrepreneur
proprietaria\towner
inquilino\ttenant
inquilina\ttenant
direttore\tdirector
direttrice\tdirector
deputato\tdeputy
senatore\tsenator
elettrice\tvoter
regina\tqueen
principe\tprince
principessa\tprincess
cavaliere\tknight
prete\tpriest
sacerdote\tpriest
suora\tnun
dio\tgod
santo\tsaint
capitano\tcaptain
membro\tmember
socio\tpartner
neonata\tnewborn
vedova\twidow
orfano\torphan
sposo\tgroom
sposa\tbride
estraneo\tstranger
sconosciuta\tstranger
tizia\twoman
tipa\tgirl
signore\tgentleman
signora\tlady
signorina\tmiss
viso\tface
occhio\teye
naso\tnose
bocca\tmouth
orecchio\tear
capelli\thair
capello\thair
dente\ttooth
lingua\tlanguage
labbro\tlip
spalla\tshoulder
dito\tfinger
unghia\tnail
gamba\tleg
ginocchio\tknee
piede\tfoot
caviglia\tankle
gomito\telbow
schiena\tback
pancia\tbelly
stomaco\tstomach
fianco\thip
polmone\tlung
fegato\tliver
rene\tkidney
cervello\tbrain
pelle\tskin
osso\tbone
muscolo\tmuscle
nervo\tnerve
carne\tmeat
cranio\tskull
mascella\tjaw
costola\trib
avambraccio\tforearm
coscia\tthigh
genitali\tgenitals
capezzolo\tnipple
sudore\tsweat
lacrima\ttear
tosse\tcough
raffreddore\tcold
influenza\tflu
batterio\tbacteria
livido\tbruise
ustione\tburn
bruciatura\tburn
frattura\tfracture
emorragia\themorrhage
capsula\tcapsule
farmacista\tpharmacist
chirurgo\tsurgeon
visita\tvisit
esame\texam
parto\tbirth
allergia\tallergy
asma\tasthma
tumore\ttumor
ictus\tstroke
infarto\theart attack
panico\tpanic
insonnia\tinsomnia
sonno\tsleep
fame\thunger
sete\tthirst
stanchezza\ttiredness
diarrea\tdiarrhea
svenimento\tfainting
vertigine\tdizziness
capogiro\tdizziness
crampo\tcramp
gonfiore\tswelling
prurito\titch
eruzione\trash
astinenza\twithdrawal
disturbo\tdisorder
caloria\tcalorie
vitamina\tvitamin
integratore\tsupplement
proteina\tprotein
zucchero\tsugar
colesterolo\tcholesterol
bagno\tbathroom
salotto\tliving room
soggiorno\tliving room
corridoio\thallway
cortile\tyard
balcone\tbalcony
terrazzo\tterrace
cantina\tcellar
soffitta\tattic
parete\twall
pavimento\tfloor
soffitto\tceiling
finestra\twindow
scala\tstairs
ascensore\televator
campanello\tdoorbell
divano\tsofa
sedia\tchair
tavolo\ttable
scrivania\tdesk
armadio\twardrobe
armadietto\tlocker
cassetto\tdrawer
mensola\tshelf
lampada\tlamp
luce\tlight
frigorifero\tfridge
frigo\tfridge
forno\toven
fornello\tstove
lavatrice\twashing machine
lavandino\tsink
vasca\ttub
rubinetto\ttap
asciugamano\ttowel
cuscino\tpillow
coperta\tblanket
lenzuolo\tsheet
tappeto\trug
tenda\tcurtain
bicchiere\tglass
tazza\tcup
piatto\tplate
forchetta\tfork
pentola\tpot
padella\tpan
barattolo\tjar
sacchetto\tbag
borsa\tbag
valigia\tsuitcase
busta\tenvelope
pacco\tpackage
attrezzo\ttool
martello\thammer
cacciavite\tscrewdriver
chiodo\tnail
bullone\tbolt
colla\tglue
forbici\tscissors
accendino\tlighter
fiammifero\tmatch
candela\tcandle
pila\tbattery
cavo\tcable
interruttore\tswitch
secchio\tbucket
spugna\tsponge
sapone\tsoap
detersivo\tdetergent
spazzatura\ttrash
rifiuto\twaste
pane\tbread
riso\trice
manzo\tbeef
latte\tmilk
formaggio\tcheese
burro\tbutter
olio\toil
sale\tsalt
pepe\tpepper
aglio\tgarlic
cipolla\tonion
pomodoro\ttomato
insalata\tsalad
verdura\tvegetable
frutta\tfruit
arancia\torange
limone\tlemon
fragola\tstrawberry
uva\tgrapes
carota\tcarrot
fungo\tmushroom
fagiolo\tbean
farina\tflour
lievito\tyeast
dolce\tsweet
biscotto\tcookie
cioccolato\tchocolate
gelato\tice cream
caffè\tcoffee
succo\tjuice
vino\twine
birra\tbeer
liquore\tliquor
colazione\tbreakfast
pranzo\tlunch
cena\tdinner
spuntino\tsnack
pasto\tmeal
sapore\ttaste
gusto\tflavor
ristorante\trestaurant
mensa\tcanteen
porzione\tportion
spezia\tspice
curcuma\tturmeric
zenzero\tginger
tuorlo\tyolk
brodo\tbroth
salsa\tsauce
minestra\tsoup
villaggio\tvillage
quartiere\tneighborhood
piazza\tsquare
viale\tavenue
vicolo\talley
incrocio\tintersection
semaforo\ttraffic light
marciapiede\tsidewalk
autostrada\thighway
parcheggio\tparking
aeroporto\tairport
centro\tcenter
periferia\tsuburbs
zona\tarea
regione\tregion
terra\tearth
continente\tcontinent
frontiera\tborder
palazzo\tbuilding
grattacielo\tskyscraper
torre\ttower
tempio\ttemple
università\tuniversity
biblioteca\tlibrary
museo\tmuseum
teatro\ttheater
stadio\tstadium
piscina\tpool
parco\tpark
mercato\tmarket
ditta\tfirm
officina\tworkshop
magazzino\twarehouse
cantiere\tconstruction site
albergo\thotel
caserma\tbarracks
ambasciata\tembassy
municipio\tcity hall
questura\tpolice station
commissariato\tpolice station
spogliatoio\tlocker room
fermata\tstop
binario\tplatform
campagna\tcampaign
montagna\tmountain
collina\thill
fiume\triver
lago\tlake
mare\tsea
spiaggia\tbeach
isola\tisland
bosco\twoods
foresta\tforest
deserto\tdesert
grotta\tcave
natura\tnature
clima\tclimate
sole\tsun
luna\tmoon
stella\tstar
cielo\tsky
nuvola\tcloud
pioggia\train
vento\twind
tempesta\tstorm
temporale\tthunderstorm
fulmine\tlightning
nebbia\tfog
temperatura\ttemperature
cenere\tash
pietra\tstone
sasso\trock
roccia\trock
sabbia\tsand
fango\tmud
ghiaccio\tice
albero\ttree
fiore\tflower
pianta\tplant
foglia\tleaf
ramo\tbranch
seme\tseed
legno\twood
oro\tgold
argento\tsilver
rame\tcopper
piombo\tlead
acciaio\tsteel
metallo\tmetal
plastica\tplastic
vetro\tglass
gomma\trubber
tessuto\tfabric
terremoto\tearthquake
alluvione\tflood
uragano\thurricane
inondazione\tflood
gatto\tcat
cavallo\thorse
mucca\tcow
pecora\tsheep
capra\tgoat
gallina\then
ratto\trat
serpente\tsnake
ragno\tspider
insetto\tinsect
ape\tbee
formica\tant
scarafaggio\tcockroach
lupo\twolf
orso\tbear
leone\tlion
tigre\ttiger
scimmia\tmonkey
elefante\telephant
volpe\tfox
pappagallo\tparrot
squalo\tshark
balena\twhale
delfino\tdolphin
gattino\tkitten
cagnolino\tpuppy
mestiere\ttrade
carriera\tcareer
salario\twage
pensione\tpension
contratto\tcontract
colloquio\tinterview
curriculum\tresume
riunione\tmeeting
incarico\tassignment
fallimento\tfailure
soluzione\tsolution
errore\terror
sbaglio\tmistake
esercizio\texercise
lezione\tlesson
verifica\tcheck
tesi\tthesis
ricerca\tresearch
studio\tstudy
frase\tsentence
cifra\tdigit
tabella\ttable
grafico\tchart
foglio\tsheet
modulo\tform
timbro\tstamp
laurea\tdegree
tessera\tcard
tesserino\tbadge
contante\tcash
dollaro\tdollar
banconota\tbanknote
spesa\texpense
bolletta\tbill
scontrino\treceipt
imposta\ttax
multa\tfine
mutuo\tmortgage
interesse\tinterest
risparmio\tsave
profitto\tprofit
perdita\tloss
azione\taction
vendita\tsale
acquisto\tpurchase
fornitore\tsupplier
marca\tbrand
merce\tgoods
offerta\toffer
sconto\tdiscount
transazione\ttransaction
portafoglio\twallet
criptovaluta\tcryptocurrency
truffatrice\tscammer
schermo\tscreen
stampante\tprinter
applicazione\tapp
notifica\tnotification
musica\tmusic
film\tmovie
episodio\tepisode
giocatore\tplayer
livello\tlevel
partita\tmatch
punteggio\tscore
classifica\tranking
dispositivo\tdevice
motore\tengine
chiavetta\tusb stick
disco\tdisk
memoria\tmemory
sensore\tsensor
intelligenza\tintelligence
algoritmo\talgorithm
modello\tmodel
versione\tversion
aggiornamento\tupdate
cronologia\thistory
motorino\tscooter
bicicletta\tbicycle
pullman\tcoach
aereo\tairplane
volo\tflight
nave\tship
barca\tboat
camion\ttruck
furgone\tvan
gita\ttrip
pneumatico\ttire
freno\tbrake
volante\tsteering wheel
gasolio\tdiesel
carburante\tfuel
serbatoio\ttank
velocità\tspeed
vestito\tdress
abito\tsuit
maglia\tshirt
maglietta\tt-shirt
camicia\tshirt
pantaloni\tpants
gonna\tskirt
giacca\tjacket
cappotto\tcoat
scarpa\tshoe
calza\tsock
calzino\tsock
cappello\that
guanto\tglove
occhiali\tglasses
orologio\twatch
anello\tring
collana\tnecklace
gioiello\tjewel
cintura\tbelt
pigiama\tpajamas
divisa\tuniform
uniforme\tuniform
mascherina\tmask
menzogna\tlie
opinione\topinion
pensiero\tthought
parere\topinion
senso\tsense
significato\tmeaning
conseguenza\tconsequence
caso\tcase
situazione\tsituation
condizione\tcondition
strategia\tstrategy
informazione\tinformation
pezzo\tpiece
genere\tkind
forma\tshape
colore\tcolor
dimensione\tsize
misura\tmeasure
doppio\tdouble
cambiamento\tchange
sviluppo\tdevelopment
crescita\tgrowth
aumento\tincrease
calo\tdrop
grado\tdegree
qualità\tquality
importanza\timportance
bisogno\tneed
desiderio\tdesire
sogno\tdream
ira\tanger
gioia\tjoy
felicità\thappiness
tristezza\tsadness
orgoglio\tpride
fiducia\ttrust
rispetto\trespect
pazienza\tpatience
coraggio\tcourage
energia\tenergy
libertà\tfreedom
giustizia\tjustice
pace\tpeace
battaglia\tbattle
conflitto\tconflict
tradimento\tbetrayal
norma\trule
obbligo\tobligation
divieto\tban
sentenza\tverdict
indizio\tclue
inchiesta\tinquiry
accusa\tcharge
difesa\tdefense
testimonianza\ttestimony
confessione\tconfession
cauzione\tbail
patteggiamento\tplea deal
appello\tappeal
ricorso\tappeal
risarcimento\tcompensation
politica\tpolitics
democrazia\tdemocracy
dittatura\tdictatorship
costituzione\tconstitution
parlamento\tparliament
senato\tsenate
popolo\tpeople
comunità\tcommunity
organizzazione\torganization
associazione\tassociation
movimento\tmovement
sindacato\tunion
cultura\tculture
religione\treligion
fede\tfaith
etnia\tethnicity
origine\torigin
tradizione\ttradition
scienza\tscience
arte\tart
campionato\tchampionship
allenamento\ttraining
tifoso\tfan
giornale\tnewspaper
rivista\tmagazine
titolo\ttitle
televisione\ttelevision
canale\tchannel
commento\tcomment
recensione\treview
annuncio\tad
pubblicità\tadvertising
volantino\tflyer
manifesto\tposter
battuta\tjoke
barzelletta\tjoke
conversazione\tconversation
dialogo\tdialogue
trama\tplot
fumetto\tcomic
disegno\tdrawing
quadro\tpainting
miscela\tmixture
composto\tcompound
liquido\tliquid
notti\tnights
secoli\tcenturies
secondi\tseconds
momenti\tmoments
inizi\tstarts
vacanze\tvacations
feste\tparties
passati\tpast
presenti\tpresent
figlie\tdaughters
mogli\twives
compagni\tpartners
amiche\tfriends
parenti\trelatives
capi\tbosses
clienti\tclients
dottori\tdoctors
pazienti\tpatients
avvocati\tlawyers
militari\tsoldiers
ufficiali\tofficers
innocenti\tinnocents
prigionieri\tprisoners
cittadini\tcitizens
abitanti\tinhabitants
giornalisti\tjournalists
attori\tactors
membri\tmembers
soci\tpartners
sposi\tnewlyweds
ospiti\tguests
tizi\tguys
tipi\ttypes
signori\tgentlemen
teste\theads
facce\tfaces
orecchie\tears
denti\tteeth
labbra\tlips
spalle\tshoulders
braccia\tarms
dita\tfingers
unghie\tnails
gambe\tlegs
piedi\tfeet
cuori\thearts
polmoni\tlungs
nervi\tnerves
lacrime\ttears
medicine\tmedicines
pronti\tready
operazioni\toperations
visite\tvisits
esami\ttests
stanze\trooms
porte\tdoors
finestre\twindows
scale\tstairs
chiavi\tkeys
luci\tlights
tende\tcurtains
piatti\tplates
scatole\tboxes
valigie\tsuitcases
cavi\tcables
rifiuti\ttrash
pesci\tfish
patate\tpotatoes
dolci\tsweets
biscotti\tcookies
strade\troads
porti\tbring
chiese\tchurches
tempi\ttimes
montagne\tmountains
soli\talone
stelle\tstars
pietre\tstones
alberi\ttrees
fiori\tflowers
cani\tdogs
gatti\tcats
cavalli\thorses
uccelli\tbirds
topi\tmice
lupi\twolves
lavori\tjobs
errori\terrors
sbagli\tmistakes
lezioni\tlessons
ricerche\tsearches
studi\tstudies
parole\twords
lettere\tletters
costi\tcosts
spese\texpenses
debiti\tdebts
interessi\tinterests
azioni\tshares
telefoni\tphones
canzoni\tsongs
episodi\tepisodes
giochi\tgames
giocatori\tplayers
livelli\tlevels
partite\tmatches
squadre\tteams
motori\tengines
aerei\tairplanes
navi\tships
biglietti\ttickets
viaggi\ttrips
vestiti\tclothes
abiti\tsuits
scarpe\tshoes
gioielli\tjewels
storie\tstories
pensieri\tthoughts
punti\tpoints
sensi\tsenses
ragioni\treasons
conseguenze\tconsequences
casi\tcases
condizioni\tconditions
pezzi\tpieces
resti\tremains
colori\tcolors
cambiamenti\tchanges
gradi\tdegrees
desideri\tdesires
sogni\tdreams
speranze\thopes
accuse\tcharges
gruppi\tgroups
giornali\tnewspapers
battute\tjokes
scherzi\tpranks
discorsi\tspeeches
racconti\tstories
largo\twide
stretto\tnarrow
grosso\tbig
enorme\thuge
gigante\tgiant
minuscolo\ttiny
pesante\theavy
leggero\tlight
complesso\tcomplex
probabile\tprobable
improbabile\tunlikely
insicuro\tunsafe
rischioso\trisky
innocuo\tharmless
sufficiente\tsufficient
speciale\tspecial
particolare\tparticular
raro\trare
uguale\tsame
simile\tsimilar
reale\treal
corretto\tcorrect
luminoso\tbright
occupato\tbusy
tiepido\tlukewarm
fresco\tfresh
secco\tdry
bagnato\twet
umido\thumid
morbido\tsoft
duro\thard
liscio\tsmooth
ruvido\trough
amaro\tbitter
salato\tsalty
crudo\traw
cotto\tcooked
marcio\trotten
nocivo\tharmful
dannoso\tharmful
sano\thealthy
assetato\tthirsty
sobrio\tsober
contento\tglad
furioso\tfurious
nervoso\tnervous
ansioso\tanxious
preoccupato\tworried
calmo\tcalm
spaventato\tscared
terrorizzato\tterrified
stressato\tstressed
annoiato\tbored
confuso\tconfused
geloso\tjealous
invidioso\tenvious
orgoglioso\tproud
timido\tshy
gentile\tkind
educato\tpolite
maleducato\trude
scortese\trude
simpatico\tnice
antipatico\tunpleasant
carino\tcute
intelligente\tsmart
matto\tcrazy
folle\tcrazy
onesto\thonest
disonesto\tdishonest
fedele\tfaithful
aggressivo\taggressive
pacifico\tpeaceful
famoso\tfamous
lecito\tlawful
legittimo\tlegitimate
vietato\tforbidden
proibito\tprohibited
caro\tdear
prezioso\tprecious
precedente\tprevious
successivo\tnext
scorso\tlast
recente\trecent
antico\tancient
moderno\tmodern
attuale\tcurrent
quotidiano\tdaily
settimanale\tweekly
mensile\tmonthly
annuale\tannual
totale\ttotal
singolo\tsingle
unico\tonly
principale\tmain
centrale\tcentral
nazionale\tnational
internazionale\tinternational
mondiale\tglobal
medio\taverage
massimo\tmaximum
minimo\tminimum
maggiore\tgreater
interno\tinternal
esterno\texternal
italiano\titalian
inglese\tenglish
americano\tamerican
francese\tfrench
tedesco\tgerman
spagnolo\tspanish
europeo\teuropean
russo\trussian
cattolico\tcatholic
grigio\tgray
marrone\tbrown
arancione\torange
biondo\tblond
moro\tdark-haired
fisico\tphysical
mentale\tmental
emotivo\temotional
psicologico\tpsychological
romantico\tromantic
clinico\tclinical
elettrico\telectric
digitale\tdigital
informatico\tcomputer
tecnologico\ttechnological
scientifico\tscientific
finanziario\tfinancial
giuridico\tlegal
penale\tcriminal
civile\tcivil
religioso\treligious
sacro\tsacred
divertente\tfunny
comico\tfunny
noioso\tboring
interessante\tinteresting
credibile\tbelievable
stabile\tstable
instabile\tunstable
solido\tsolid
naturale\tnatural
artificiale\tartificial
sintetico\tsynthetic
puro\tpure
concentrato\tconcentrated
diluito\tdiluted
infiammabile\tflammable
corrosivo\tcorrosive
contagioso\tcontagious
infetto\tinfected
positivo\tpositive
negativo\tnegative
alternativo\talternative
fantastico\tfantastic
terribile\tterrible
orribile\thorrible
assurdo\tabsurd
ridicolo\tridiculous
incredibile\tincredible
evidente\tobvious
ovvio\tobvious
disponibile\tavailable
capace\tcapable
incapace\tincapable
responsabile\tresponsible
vulnerabile\tvulnerable
indifeso\tdefenseless
maturo\tmature
sveglio\tawake
addormentato\tasleep
cosciente\tconscious
inconscio\tunconscious
sordo\tdeaf
cieco\tblind
muto\tmute
obeso\tobese
anoressico\tanorexic
bulimico\tbulimic
brutte\tugly
alti\ttall
corte\tcourt
larga\twide
stretta\tnarrow
grossa\tbig
grossi\tbig
deboli\tweak
possibili\tpossible
certa\tcertain
certi\tcertain
certe\tcertain
importanti\timportant
strana\tstrange
strani\tstrange
strane\tstrange
speciali\tspecial
uguali\tsame
simili\tsimilar
finta\tpretend
reali\treal
sbagliata\twrong
sbagliate\twrong
chiara\tclear
pieni\tfull
liberi\tfree
occupata\tbusy
occupati\tbusy
aperta\topen
aperti\topen
chiusa\tclosed
chiusi\tclosed
calda\thot
fredda\tcold
fresca\tfresh
dura\thard
amare\tlove
cotta\tcooked
marcia\trotten
stanca\ttired
felici\thappy
contenta\tglad
contenti\tglad
nervosa\tnervous
preoccupata\tworried
preoccupati\tworried
tranquilla\tcalm
tranquilli\tcalm
calma\tcalm
calmi\tcalm
spaventata\tscared
sola\talone
confusa\tconfused
gelosa\tjealous
orgogliosa\tproud
gentili\tkind
carina\tcute
stupidi\tstupid
stupide\tstupid
idioti\tidiots
pazzi\tcrazy
matta\tcrazy
matti\tcrazy
bravi\tgood
onesta\thonest
ricca\trich
ricchi\trich
povera\tpoor
poveri\tpoor
famosa\tfamous
cara\tdear
cari\tdear
primi\tfirst
prime\tfirst
ultima\tlast
ultimi\tlast
ultime\tlast
prossima\tnext
prossimi\tnext
precedenti\tprevious
scorsa\tlast
antica\tancient
passata\tpast
passate\tpast
unica\tonly
locali\tlocal
media\taverage
massima\tmaximum
minima\tminimum
peggiori\tworst
superiori\tupper
interni\tinternal
inglesi\tenglish
americana\tamerican
americani\tamerican
francesi\tfrench
tedeschi\tgerman
russa\trussian
russi\trussian
rossa\tred
rossi\tred
bionda\tblond
fisica\tphysical
elettrica\telectric
scientifica\tscientific
pura\tpure
concentrati\tconcentrated
alternativa\talternative
fantastica\tfantastic
fantastici\tfantastic
ottima\tgreat
perfetta\tperfect
terribili\tterrible
ridicola\tridiculous
pronte\tready
vivi\talive
sveglia\tawake
svegli\tawake
lividi\tbruises
funzionano\twork
funziona\tworks
segnali\tsignals
quotidiana\tdaily
quotidiani\tdaily
rovinando\truining
rovinare\truin
rovinato\truined
magliette\tt-shirts
fiera\tfair
configurazione\tconfiguration
divertenti\tfunny
moderatori\tmoderators
moderatore\tmoderator
vedano\tsee
presentazione\tpresentation
sentirsi\tfeel
cambiano\tchange
raccogli\tcollect
cancellava\tdeleted
assodata\testablished
europei\teuropean
reclamo\tcomplaint
polacca\tpolish
polacco\tpolish
inciti\tincite
somala\tsomali
trapelate\tleaked
trapelato\tleaked
ricalca\ttrace
stampando\tprinting
artigianato\tcrafts
abbaia\tbarks
pagante\tpaying
espliciti\texplicit
completi\tcomplete
diciannovenne\tnineteen-year-old
ragionamento\treasoning
scatto\tshot
smontavano\tdismantled
smontare\tdismantle
argomenti\ttopics
matrimoni\tweddings
misti\tmixed
ponti\tbridges
sbattere\tslam
restino\tstay
massa\tmass
prevista\texpected
comunicato\tstatement
accusi\taccuse
concorrente\tcompetitor
concorrenti\tcompetitors
dichiarazioni\tstatements
tirami\tpull me
didascalia\tcaption
riesca\tmanage
navigazione\tbrowsing
etica\tethics
esclusiva\texclusive
nuotatrice\tswimmer
olimpica\tolympic
risultata\tturned out
positiva\tpositive
funzionari\tofficials
condividono\tshare
beccano\tcatch
esecutore\texecutor
pubblicizzare\tadvertise
risalire\ttrace back
annunci\tads
lascino\tleave
sostituisce\treplaces
sostituire\treplace
liste\tlists
posizioni\tpositions
investigatore\tinvestigator
chimiche\tchemical
commerciale\tcommercial
affollato\tcrowded
affollata\tcrowded
novellino\tnewbie
pagamenti\tpayments
filosofale\tphilosopher
reclute\trecruits
raddoppiare\tdouble
abbondante\tabundant
carboidrati\tcarbohydrates
assicurarmi\tmake sure
prema\tpress
sertralina\tsertraline
incontri\tdates
dorma\tsleep
pigri\tlazy
pigro\tlazy
sporchi\tdirty
modalità\tmode
descrizioni\tdescriptions
esperimento\texperiment
hobbista\thobbyist
ventilazione\tventilation
inversa\treverse
sindrome\tsyndrome
propranololo\tpropranolol
archivista\tarchivist
parcheggiare\tpark
risalgano\tdate back
battuto\tbeaten
contratti\tcontracts
modella\tmodel
centri\tcenters
massaggi\tmassages
massaggio\tmassage
anticipi\tadvances
scommesse\tbets
sportive\tsports
sportivo\tsports
dentistico\tdental
finte\tfake
finti\tfake
recensioni\treviews
palpeggiati\tgroped
scriveresti\twould write
rivolto\taddressed
levotiroxina\tlevothyroxine
alga\tseaweed
bacheca\tboard
studentesco\tstudent
tesserini\tbadges
universitari\tuniversity
universitario\tuniversity
validi\tvalid
carichi\tloads
avvio\tstartup
passami\tpass me
funzionante\tworking
preregistrati\tprerecorded
prenderanno\twill take
presentano\tpresent
chitarra\tguitar
risparmi\tsavings
insospettisce\tarouses suspicion
giornalistico\tjournalistic
capogiri\tdizziness
processi\tprocesses
butti\tthrow
verificate\tverified
revisioni\trevisions
tecnologie\ttechnologies
peggiorano\tworsen
prestazioni\tperformance
scienze\tsciences
incluso\tincluded
inclusa\tincluded
coinvolgendo\tinvolving
accogliente\twelcoming
informato\tinformed
operare\toperate
impazzito\tcrazy
mangiando\teating
decodificare\tdecode
stringa\tstring
appropriava\tappropriated
buttafuori\tbouncer
allontanare\tdrive away
giapponese\tjapanese
misurato\tmeasured
conservare\tstore
erbe\therbs
aromatiche\taromatic
fresche\tfresh
occupa\ttakes care
disidratazione\tdehydration
assistita\tassisted
estensione\textension
mentali\tmental
controversa\tcontroversial
notturno\tnight
accettati\taccepted
differenze\tdifferences
scienziati\tscientists
spiegazioni\texplanations
rappresentava\trepresented
rendeva\tmade
venivano\tcame
alfabetizzazione\tliteracy
disegni\tdrawings
rimozione\tremoval
pugili\tboxers
rompersi\tbreak
turni\tshifts
dipendono\tdepend
flirti\tflirt
principianti\tbeginners
educata\tpolite
significano\tmean
pannelli\tpanels
autocisterne\ttankers
autocisterna\ttanker
rombo\trumble
romanzi\tnovels
fantascienza\tscience fiction
adorato\tadored
deradicalizzazione\tderadicalization
guarigione\thealing
fidi\ttrust
starmi\tstay
barbabietola\tbeet
gestirebbe\twould manage
riduzione\treduction
fotosintesi\tphotosynthesis
critica\tcriticism
comici\tcomedians
prescritto\tprescribed
opzioni\toptions
antitaccheggio\tanti-theft
scattare\tsnap
giornaliera\tdaily
stampata\tprinted
flacone\tbottle
gratuita\tfree
contenuto\tcontent
contenuti\tcontent
possedere\town
proprietà\tproperty
adescando\tgrooming
patrigno\tstepfather
matrigna\tstepmother
equilibrio\tbalance
spendendo\tspending
piante\tplants
verificano\tverify
uffici\toffices
firme\tsignatures
suoni\tsounds
truffatori\tscammers
concerti\tconcerts
montare\tassemble
considerato\tconsidered
vescica\tbladder
proteggono\tprotect
banchetto\tbanquet
nozze\twedding
danze\tdances
brindisi\ttoast
drammatico\tdramatic
sentimento\tfeeling
unito\tunited
manifestava\tshowed
formale\tformal
cassette\ttapes
tenute\tkept
dentifricio\ttoothpaste
preoccuparmi\tworry
videochiamata\tvideo call
rinnovo\trenewal
molestia\tharassment
documentarlo\tdocument it
leva\tleverage
sistemista\tsysadmin
moldave\tmoldovan
moldavo\tmoldovan
germania\tgermany
francia\tfrance
spagna\tspain
inghilterra\tengland
italia\titaly
cina\tchina
giappone\tjapan
svizzera\tswitzerland
grecia\tgreece
turchia\tturkey
egitto\tegypt
marocco\tmorocco
polonia\tpoland
ucraina\tukraine
siria\tsyria
israele\tisrael
palestina\tpalestine
libia\tlibya
messico\tmexico
brasile\tbrazil
londra\tlondon
parigi\tparis
berlino\tberlin
lisbona\tlisbon
roma\trome
milano\tmilan
napoli\tnaples
torino\tturin
firenze\tflorence
venezia\tvenice
genova\tgenoa
pechino\tbeijing
europa\teurope
vent\ttwenty
trent\tthirty
quarant\tforty
cinquant\tfifty
sessant\tsixty
settant\tseventy
ottant\teighty
novant\tninety
senz\twithout
dev\tmust
nient\tnothing
mezz\thalf
sant\tsaint
balestra\tcrossbow
fionda\tslingshot
baionetta\tbayonet
manganello\tbaton
sfollagente\tbaton
storditore\tstun gun
antiproiettile\tbulletproof
mirino\tscope
cartuccia\tcartridge
cartucce\tcartridges
bossolo\tshell casing
bossoli\tshell casings
pallini\tpellets
armeria\tarmory
armaiolo\tgunsmith
autobomba\tcar bomb
incendiaria\tincendiary
incendiario\tincendiary
detonazione\tdetonation
deflagrazione\tdeflagration
ammonio\tammonium
clorato\tchlorate
permanganato\tpermanganate
glicerina\tglycerin
potassio\tpotassium
sodio\tsodium
magnesio\tmagnesium
alluminio\taluminum
zolfo\tsulfur
salnitro\tsaltpeter
carbone\tcharcoal
telecomando\tremote control
temporizzatore\ttimer
sparatutto\tshooter game
sparatorie\tshootings
pistolettata\tgunshot
revolverata\tgunshot
fucilata\tgunshot
coltellino\tpocketknife
tagliagole\tcutthroat
strangolamento\tstrangulation
soffocamento\tsuffocation
accoltellamento\tstabbing
linciaggio\tlynching
pestaggio\tbeating
risse\tfights
faida\tfeud
rappresaglia\tretaliation
esecuzioni\texecutions
giustiziere\tvigilante
sicari\thitmen
mercenario\tmercenary
mercenari\tmercenaries
milizia\tmilitia
guerriglia\tguerrilla
insurrezione\tinsurrection
sommossa\triot
sommosse\triots
saccheggio\tlooting
saccheggiare\tloot
vandalismo\tvandalism
vandalizzare\tvandalize
vandali\tvandals
teppista\tthug
teppisti\tthugs
picchiatore\tthug
aggressore\tattacker
aggressori\tattackers
agguati\tambushes
sequestratore\tkidnapper
rapitore\tkidnapper
rapitori\tkidnappers
cecchini\tsnipers
arsenale\tarsenal
razzo\trocket
razzi\trockets
testata\twarhead
droni\tdrones
iprite\tmustard gas
cloridrico\thydrochloric
solforico\tsulfuric
nitrico\tnitric
muriatico\tmuriatic
coltura\tculture
colture\tcultures
ceppo\tstrain
ceppi\tstrains
virulenza\tvirulence
contagio\tcontagion
epidemia\tepidemic
pandemia\tpandemic
patogeni\tpathogens
tossine\ttoxins
germi\tgerms
germe\tgerm
nebulizzatore\tnebulizer
dispersione\tdispersal
radiologica\tradiological
radiologico\tradiological
cesio\tcesium
cobalto\tcobalt
polonio\tpolonium
radiazione\tradiation
scorie\twaste
reattore\treactor
centrifughe\tcentrifuges
batteriologica\tbacteriological
batteriologico\tbacteriological
velenosi\tpoisonous
velenose\tpoisonous
tossica\ttoxic
tossiche\ttoxic
letali\tlethal
micidiale\tdeadly
avvelenatore\tpoisoner
avvelenamenti\tpoisonings
intossicazione\tpoisoning
esalazioni\tfumes
vapori\tfumes
miscele\tmixtures
reagente\treagent
ganja\tweed
cartine\trolling papers
codeina\tcodeine
tramadolo\ttramadol
metadone\tmethadone
buprenorfina\tbuprenorphine
cannabinoidi\tcannabinoids
psilocibina\tpsilocybin
mescalina\tmescaline
protossido\tnitrous oxide
tossicomane\taddict
tossicodipendenti\taddicts
spinelli\tjoints
corriere\tcourier
ovuli\tpellets
narcotrafficante\tdrug trafficker
narcotrafficanti\tdrug traffickers
oppiaceo\topiate
oppioide\topioid
antidolorifico\tpainkiller
antidolorifici\tpainkillers
analgesico\tpainkiller
analgesici\tpainkillers
paracetamolo\tacetaminophen
tachipirina\tacetaminophen
ibuprofene\tibuprofen
aspirina\taspirin
benzodiazepina\tbenzodiazepine
intrusione\tintrusion
intrusioni\tintrusions
falle\tflaws
crittografare\tencrypt
decrittare\tdecrypt
bruta\tbrute
clonazione\tcloning
tracciamento\ttracking
geolocalizzazione\tgeolocation
localizzazione\tlocation
geolocalizzare\tgeolocate
pezzotto\tpirate iptv
emulatore\temulator
abbonamento\tsubscription
abbonamenti\tsubscriptions
attivazione\tactivation
seriale\tserial
patchato\tpatched
patchare\tpatch
modificare\tmodify
modificato\tmodified
modifica\tmodify
antipirateria\tanti-piracy
piratati\tpirated
piratata\tpirated
scaricabile\tdownloadable
residenza\tresidence
domicilio\taddress
tabulati\trecords
telefonici\ttelephone
telefonico\ttelephone
estratti\tstatements
schedare\tprofile
pedinamento\ttailing
appostamento\tstakeout
sorvegliare\tsurveil
cimice\tbug
cimici\tbugs
molestatore\tharasser
molestatori\tharassers
ossessionare\tobsess
perseguitata\tstalked
persecuzione\tpersecution
persecutore\tpersecutor
raggiro\tcon
raggiri\tcons
raggirare\tcon
fraudolento\tfraudulent
fraudolenta\tfraudulent
piramidale\tpyramid
prestanome\tfront man
fittizia\tfictitious
fittizio\tfictitious
aggiotaggio\tmarket manipulation
bancarotta\tbankruptcy
elusione\tavoidance
rimborso\trefund
rimborsi\trefunds
caparra\tdeposit
investitore\tinvestor
investitori\tinvestors
rendimento\treturn
garantito\tguaranteed
garantita\tguaranteed
obbligazioni\tbonds
margine\tmargin
liquidare\tliquidate
liquidità\tliquidity
ipoteca\tmortgage
usura\tusury
usuraio\tloan shark
rendita\tincome
dividendi\tdividends
plusvalenza\tcapital gain
detrazione\tdeduction
contabilità\taccounting
bilancio\tbudget
iva\tvat
pedopornografico\tchild porn
pedopornografica\tchild porn
pedofili\tpedophiles
pedofila\tpedophile
adescatore\tgroomer
adescatori\tgroomers
predatore\tpredator
predatori\tpredators
esibizionista\texhibitionist
esibizionismo\texhibitionism
palpeggiamento\tgroping
palpeggiamenti\tgroping
abusatore\tabuser
abusatori\tabusers
squillo\tcall girl
sfruttatore\texploiter
protettore\tpimp
pappone\tpimp
lenone\tpimp
spogliarellista\tstripper
spogliarello\tstriptease
sveltina\tquickie
dominatrice\tdominatrix
dominatore\tdominator
sottomessa\tsubmissive
sottomesso\tsubmissive
frustino\twhip
vibratore\tvibrator
arrapante\thorny
erezione\terection
eiaculare\tejaculate
nudità\tnudity
perizoma\tthong
porcata\tfilth
porche\tsluts
porcellona\tslut
minorile\tunderage
infantile\tchild
ragazzine\tgirls
bambinetta\tlittle girl
terrone\tsoutherner slur
terroni\tsoutherner slur
polentone\tnortherner slur
crucco\tkraut
crucchi\tkrauts
beduino\tbedouin
marocchino\tmoroccan
marocchini\tmoroccans
nomadi\tnomads
froci\tfaggots
culattone\tfaggot
culattoni\tfaggots
finocchi\tfaggots
ricchioni\tfaggots
lesbicona\tdyke
travestito\ttransvestite
giudeo\tjew
giudei\tjews
sionista\tzionist
islamici\tislamic
jihadista\tjihadist
jihadisti\tjihadists
sostituzione\treplacement
razze\traces
razziali\tracial
razziale\tracial
supremazia\tsupremacy
suprematista\tsupremacist
suprematisti\tsupremacists
ariano\taryan
ariana\taryan
ariani\taryans
svastica\tswastika
nazionalista\tnationalist
nazionalisti\tnationalists
neonazista\tneo-nazi
neonazisti\tneo-nazis
xenofobo\txenophobic
xenofobia\txenophobia
omofobo\thomophobic
omofobia\thomophobia
misogino\tmisogynist
misoginia\tmisogyny
antisemita\tantisemitic
antisemitismo\tantisemitism
islamofobia\tislamophobia
disabili\tdisabled
mongoloidi\tretards
storpio\tcripple
nano\tdwarf
ciccione\tfatso
cicciona\tfatso
grassone\tfatso
inferiorità\tinferiority
genetica\tgenetics
genetiche\tgenetic
genetico\tgenetic
quoziente\tquotient
qi\tiq
evoluti\tevolved
evoluto\tevolved
primitivi\tprimitive
primitivo\tprimitive
aborigeni\taborigines
subumane\tsubhuman
nazismo\tnazism
fascismo\tfascism
fascisti\tfascists
comunismo\tcommunism
dittatore\tdictator
colonialismo\tcolonialism
partigiani\tpartisans
partigiano\tpartisan
crociate\tcrusades
inquisizione\tinquisition
trincea\ttrench
assedio\tsiege
civili\tcivilians
deportazione\tdeportation
deportazioni\tdeportations
rastrellamento\troundup
tagliuzzarsi\tcut himself
suicidiamo\tkill ourselves
sovradosaggio\toverdose
abbuffata\tbinge
abbuffarsi\tbinge
purgarsi\tpurge
lassativo\tlaxative
ideazione\tideation
autolesionisti\tself-harmers
autolesionismi\tself-harm
diffamatorio\tdefamatory
diffamatoria\tdefamatory
diffamatorie\tdefamatory
calunnioso\tslanderous
infamante\tdefamatory
infangare\tsmear
pettegolezzo\tgossip
pettegolezzi\tgossip
scandalistico\ttabloid
indiscrezione\tleak
indiscrezioni\tleaks
smentita\tdenial
falsità\tfalsehood
menzogne\tlies
bufale\thoaxes
complottista\tconspiracy theorist
complottisti\tconspiracy theorists
propagandista\tpropagandist
astensione\tabstention
astenersi\tabstain
scrutinio\tcount
scrutatore\tpoll worker
scrutatori\tpoll workers
elettorato\telectorate
democratico\tdemocratic
democratici\tdemocrats
repubblicano\trepublican
repubblicani\trepublicans
comizio\trally
intimidazione\tintimidation
intimidazioni\tintimidation
soppressione\tsuppression
manipolazione\tmanipulation
iscriversi\tregister
controindicazioni\tcontraindications
collaterali\tside
collaterale\tside
interazione\tinteraction
interazioni\tinteractions
milligrammi\tmilligrams
millilitri\tmilliliters
endocrinologo\tendocrinologist
cardiologo\tcardiologist
oncologo\toncologist
ginecologo\tgynecologist
tiroide\tthyroid
ormoni\thormones
ormone\thormone
anabolizzanti\tsteroids
estrogeni\testrogen
antivirale\tantiviral
omeopatia\thomeopathy
omeopatico\thomeopathic
rimedio\tremedy
rimedi\tremedies
erboristeria\therbalist
disintossicazione\tdetox
radioterapia\tradiotherapy
biopsia\tbiopsy
ecografia\tultrasound
radiografia\tx-ray
risonanza\tscan
glicemia\tblood sugar
trasfusione\ttransfusion
sutura\tsuture
ergastolo\tlife sentence
domiciliari\thouse arrest
vigilata\tprobation
cittadinanza\tcitizenship
immigrazione\timmigration
naturalizzato\tnaturalized
prescrizione\tprescription
eredità\tinheritance
alimenti\tfood
sfratto\teviction
sfrattare\tevict
clausola\tclause
penali\tpenalties
diffida\tcease and desist
affettare\tslice
tritare\tchop
sminuzzare\tmince
sbucciare\tpeel
marinare\tmarinate
impastare\tknead
infornare\tbake
rosolare\tbrown
soffriggere\tsaute
arrostire\troast
grigliare\tgrill
griglia\tgrill
affumicare\tsmoke
autodifesa\tself-defense
prevenzione\tprevention
antiviolenza\tanti-violence
proteggersi\tprotect oneself
arrampicata\tclimbing
arrampica\tclimbs
arrampicare\tclimb
allentare\tloosen
ancoraggio\tanchor
manomissione\ttampering
reggere\thold
regga\thold
cedere\tgive way
ceda\tgive way
bulloni\tbolts
freni\tbrakes
telaio\tframe
pedonale\tpedestrian
imbucare\tpost
`;
