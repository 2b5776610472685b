/** German -> English, written by hand (`index.ts`): `<form>\t<gloss>` per line. */
export const DE = `
gefickt\tfucked
verfickt\tfucked
gekillt\tkilled
die\tthe
umgehen\tbypass
waschen\twash
wäscht\twash
anmachen\tflirt
fertig\tready
orten\ttrack
der\tthe
das\tthe
den\tthe
dem\tthe
des\tthe
ein\ta
eine\ta
einen\ta
einem\ta
einer\ta
eines\ta
ich\ti
mich\tme
mir\tme
du\tyou
dich\tyou
dir\tyou
euch\tyou
er\the
ihn\thim
ihm\thim
sie\tshe
ihr\ther
ihre\ther
ihren\ther
ihrem\ther
ihrer\ther
ihres\ther
es\tit
wir\twe
uns\tus
ihnen\tthem
man\tyou
selbst\tself
selber\tself
sich\tthemselves
mein\tmy
meine\tmy
meinen\tmy
meinem\tmy
meiner\tmy
meines\tmy
dein\tyour
deine\tyour
deinen\tyour
deinem\tyour
deiner\tyour
deines\tyour
euer\tyour
eure\tyour
euren\tyour
eurem\tyour
eurer\tyour
eures\tyour
sein\this
seine\this
seinen\this
seinem\this
seiner\this
seines\this
unser\tour
unsere\tour
unseren\tour
unserem\tour
unserer\tour
unseres\tour
dieser\tthis
diese\tthis
dieses\tthis
diesen\tthis
diesem\tthis
dies\tthis
jener\tthat
jene\tthat
jenen\tthat
dass\tthat
daß\tthat
solche\tsuch
solcher\tsuch
solchen\tsuch
solch\tsuch
selbe\tsame
gleiche\tsame
gleichen\tsame
jemand\tsomeone
jemanden\tsomeone
jemandem\tsomeone
jmd\tsomeone
jmdn\tsomeone
irgendjemand\tsomebody
irgendjemanden\tsomebody
irgendwer\tanyone
irgendwen\tanyone
niemand\tnobody
niemanden\tnobody
niemandem\tnobody
etwas\tsomething
irgendwas\tsomething
irgendetwas\tanything
nichts\tnothing
nix\tnothing
alles\teverything
alle\tall
allen\tall
aller\tall
allem\tall
jeder\tevery
jede\tevery
jeden\tevery
jedem\tevery
jedes\tevery
manche\tsome
mancher\tsome
manchen\tsome
manches\tsome
einige\tsome
einigen\tsome
einiger\tsome
wenige\tfew
wenigen\tfew
weniger\tfew
wenig\tlittle
viel\tmuch
viele\tmany
vielen\tmany
vieler\tmany
mehr\tmore
meisten\tmost
meiste\tmost
meist\tmost
meistens\tmost
andere\tother
anderen\tother
anderer\tother
anderes\tother
anderem\tother
sonst\telse
beide\tboth
beiden\tboth
beides\tboth
mehrere\tseveral
mehreren\tseveral
genug\tenough
genügend\tenough
ausreichend\tenough
in\tin
im\tin the
ins\tinto
hinein\tinto
an\tat
bei\tat
am\tat the
beim\tat the
ans\tto the
zum\tto the
zur\tto the
auf\ton
drauf\ton
aus\tfrom
von\tfrom
ab\tfrom
vom\tfrom the
mit\twith
samt\twith
nach\tafter
nachher\tafter
zu\tto
für\tfor
fürs\tfor the
ohne\twithout
gegen\tagainst
dagegen\tagainst
um\taround
herum\taround
rum\taround
durch\tthrough
durchs\tthrough
über\tover
übers\tover
unter\tunder
unterm\tunder
vor\tbefore
vorher\tbefore
bevor\tbefore
hinter\tbehind
hinterm\tbehind
neben\tnext
nächste\tnext
nächsten\tnext
nächster\tnext
nächstes\tnext
zwischen\tbetween
während\tduring
wegen\tbecause
weil\tbecause
denn\tbecause
trotz\tdespite
seit\tsince
seitdem\tsince
bis\tuntil
außer\texcept
ausser\texcept
innerhalb\twithin
außerhalb\toutside
ausserhalb\toutside
draußen\toutside
draussen\toutside
entlang\talong
gegenüber\tacross
quer\tacross
statt\tinstead
anstatt\tinstead
stattdessen\tinstead
laut\taccording
gemäß\taccording
pro\tper
und\tand
sowie\tand
oder\tor
aber\tbut
sondern\tbut
doch\tbut
jedoch\tbut
ob\twhether
wenn\tif
falls\tif
als\tas
also\tso
sodass\tso
damit\tso
daher\tso
darum\tso
deshalb\tso
deswegen\tso
obwohl\tthough
sobald\tonce
solange\twhile
dann\tthen
wie\thow
was\twhat
wo\twhere
wohin\twhere
woher\twhere
warum\twhy
wieso\twhy
weshalb\twhy
weswegen\twhy
wer\twho
wen\twho
wem\twho
wessen\twhose
welche\twhich
welcher\twhich
welches\twhich
welchen\twhich
welchem\twhich
wann\twhen
wieviel\thow much
wieviele\thow many
nicht\tnot
net\tnot
kein\tno
keine\tno
keinen\tno
keinem\tno
keiner\tno
keines\tno
nein\tno
nee\tno
nie\tnever
niemals\tnever
weder\tneither
ja\tyes
jo\tyes
bitte\tplease
plz\tplease
pls\tplease
danke\tthanks
thx\tthanks
ok\tokay
entschuldigung\tsorry
sry\tsorry
sei\tbe
seien\tbe
bin\tam
bist\tare
sind\tare
seid\tare
ist\tis
war\twas
warst\twas
waren\twere
gewesen\tbeen
wäre\twould be
wären\twould be
wärst\twould be
haben\thave
habe\thave
hab\thave
hast\thave
habt\thave
hat\thas
hatte\thad
hattest\thad
hatten\thad
gehabt\thad
hätte\twould have
hätten\twould have
hättest\twould have
werden\twill
werde\twill
wirst\twill
wird\twill
werdet\twill
wurde\twas
wurdest\twas
wurden\twere
geworden\tbecome
worden\tbecome
würde\twould
würden\twould
würdest\twould
können\tcan
kann\tcan
kannst\tcan
könnt\tcan
konnte\tcould
konnten\tcould
konntest\tcould
könnte\tcould
könnten\tcould
könntest\tcould
gekonnt\tcould
müssen\tmust
muss\tmust
muß\tmust
musst\tmust
müsst\tmust
musste\thad
mussten\thad
müsste\twould have
sollen\tshould
soll\tshould
sollst\tshould
sollt\tshould
sollte\tshould
sollten\tshould
solltest\tshould
wollen\twant
will\twant
willst\twant
wollt\twant
wollte\twanted
wollten\twanted
wolltest\twanted
gewollt\twanted
dürfen\tmay
darf\tmay
darfst\tmay
dürft\tmay
durfte\tallowed
durften\tallowed
dürfte\tmight
dürften\tmight
mögen\tlike
mag\tlike
magst\tlike
mögt\tlike
mochte\tliked
mochten\tliked
gemocht\tliked
möchte\twould like
möchtest\twould like
möchten\twould like
lassen\tlet
lass\tlet
lasse\tlet
lässt\tlet
lasst\tlet
ließ\tlet
ließen\tlet
gelassen\tlet
hier\there
da\tthere
dort\tthere
jetzt\tnow
nun\tnow
nu\tnow
jetz\tnow
heute\ttoday
heut\ttoday
heutnacht\ttonight
heutenacht\ttonight
morgen\ttomorrow
gestern\tyesterday
bald\tsoon
schon\talready
bereits\talready
noch\tstill
immernoch\tstill
trotzdem\tstill
immer\talways
stets\talways
oft\toften
häufig\toften
öfter\toften
normalerweise\tusually
gewöhnlich\tusually
üblicherweise\tusually
manchmal\tsometimes
selten\trarely
wieder\tagain
nochmal\tagain
nochmals\tagain
erneut\tagain
einmal\tonce
zweimal\ttwice
sehr\tvery
total\tvery
ziemlich\tquite
recht\tquite
zuviel\ttoo
auch\talso
ebenfalls\talso
nur\tonly
bloß\tonly
lediglich\tonly
eben\tjust
gerade\tjust
grade\tjust
mal\tjust
genau\texactly
exakt\texactly
wirklich\treally
echt\treally
eigentlich\tactually
tatsächlich\tactually
sicherlich\tsure
bestimmt\tsure
klar\tsure
natürlich\tsure
vielleicht\tmaybe
eventuell\tmaybe
evtl\tmaybe
wahrscheinlich\tprobably
vermutlich\tprobably
wohl\tprobably
sogar\teven
fast\talmost
beinahe\talmost
kaum\thardly
etwa\tabout
ungefähr\tabout
zuerst\tfirst
erstmal\tfirst
zunächst\tfirst
erst\tfirst
erstens\tfirst
zuletzt\tlast
letzte\tlast
letzten\tlast
letzter\tlast
letztes\tlast
später\tlater
danach\tlater
früher\tearlier
vorhin\tearlier
sofort\timmediately
gleich\timmediately
umgehend\timmediately
zusammen\ttogether
gemeinsam\ttogether
allein\talone
alleine\talone
zuhause\tat home
zuhaus\tat home
daheim\tat home
hause\thome
nachhause\thome
heim\thome
drinnen\tinside
innen\tinside
oben\tup
hoch\tup
rauf\tup
herauf\tup
unten\tdown
runter\tdown
herunter\tdown
hinunter\tdown
raus\tout
heraus\tout
hinaus\tout
rein\tin
herein\tin
fort\taway
davon\taway
zurück\tback
lieber\trather
eher\trather
irgendwie\tsomehow
irgendwo\tsomewhere
überall\teverywhere
nirgends\tnowhere
nirgendwo\tnowhere
sowieso\tanyway
jedenfalls\tanyway
eh\tanyway
allerdings\thowever
besonders\tespecially
insbesondere\tespecially
endlich\tfinally
schließlich\tfinally
naja\twell
dabei\twith it
dafür\tfor it
darauf\ton it
darüber\tabout it
dazu\tto it
daraus\tfrom it
darin\tin it
dadurch\tby it
womit\twith what
wofür\tfor what
worauf\ton what
worüber\tabout what
wovon\tabout what
wozu\tto what
woraus\tfrom what
gemacht\tmade
getan\tdid
tat\tdid
gesagt\tsaid
gefragt\tasked
gefunden\tfound
genommen\ttaken
erwischt\tcaught
gefangen\tcaught
benutzt\tused
verwendet\tused
bezahlt\tpaid
gezahlt\tpaid
gekauft\tbought
bekam\tgot
gekriegt\tgot
entschieden\tdecided
beschlossen\tdecided
umgezogen\tmoved
passiert\thappened
passierte\thappened
geschehen\thappened
versteckt\thidden
verborgen\thidden
geschlossen\tclosed
leben\tlife
machen\tmake
mache\tmake
machst\tmake
macht\tmake
mach\tmake
machte\tmake
machten\tmake
tun\tdo
tue\tdo
tu\tdo
tust\tdo
tut\tdo
schreiben\twrite
schreibe\twrite
schreibst\twrite
schreibt\twrite
schreib\twrite
schrieb\twrite
bekommen\tget
bekomme\tget
bekommst\tget
bekommt\tget
kriegen\tget
kriege\tget
kriegst\tget
kriegt\tget
besorgen\tget
besorge\tget
besorgst\tget
besorgt\tget
besorg\tget
holen\tget
hole\tget
holst\tget
holt\tget
erhalten\tget
erzählen\ttell
erzähle\ttell
erzählst\ttell
erzählt\ttell
erzähl\ttell
sagen\tsay
sage\tsay
sag\tsay
sagst\tsay
sagt\tsay
brauchen\tneed
brauche\tneed
brauchst\tneed
braucht\tneed
gebraucht\tneed
benötigen\tneed
benötigt\tneed
helfen\thelp
helfe\thelp
hilfst\thelp
hilft\thelp
hilf\thelp
half\thelp
geholfen\thelp
geben\tgive
gebe\tgive
gibst\tgive
gibt\tgive
gib\tgive
gab\tgive
erklären\texplain
erkläre\texplain
erklärst\texplain
erklärt\texplain
erklär\texplain
behalten\tkeep
behalte\tkeep
behält\tkeep
halten\tkeep
halte\tkeep
hält\tkeep
benutzen\tuse
benutze\tuse
benutz\tuse
verwenden\tuse
verwende\tuse
nutzen\tuse
nutze\tuse
nutzt\tuse
nehmen\ttake
nehme\ttake
nimmst\ttake
nimmt\ttake
nimm\ttake
nahm\ttake
laufen\trun
laufe\trun
läuft\trun
lauf\trun
rennen\trun
renne\trun
finden\tfind
finde\tfind
findet\tfind
fand\tfind
suchen\tfind
suche\tfind
suchst\tfind
sucht\tfind
such\tfind
gesucht\tfind
herausfinden\tfind
rausfinden\tfind
arbeiten\twork
arbeite\twork
arbeitet\twork
gearbeitet\twork
funktionieren\tworks
funktioniert\tworks
funktionierte\tworks
klappt\tworks
prüfen\tcheck
prüfe\tcheck
prüft\tcheck
geprüft\tcheck
überprüfen\tcheck
überprüfe\tcheck
überprüft\tcheck
checken\tcheck
checke\tcheck
checkt\tcheck
kontrollieren\tcheck
kontrolliere\tcheck
kontrolliert\tcheck
anrufen\tcall
rufe\tcall
ruft\tcall
angerufen\tcall
anzurufen\tcall
nennen\tname
nennt\tname
genannt\tname
heißen\tname
heiße\tname
heißt\tname
posten\tpost
postet\tpost
gepostet\tpost
veröffentlichen\tpost
veröffentlicht\tpost
stoppen\tstop
stoppt\tstop
aufhören\tstop
höre\tstop
hört\tstop
hör\tstop
aufgehört\tstop
aufzuhören\tstop
anhalten\tstop
beenden\tstop
beendet\tstop
fragen\task
frage\task
fragst\task
fragt\task
frag\task
fragte\task
bitten\task
gebeten\task
melden\treport
meldet\treport
gemeldet\treport
berichten\treport
schauen\tlook
schaue\tlook
schaut\tlook
schau\tlook
gucken\tlook
gucke\tlook
aussehen\tlooks
aussieht\tlooks
legen\tput
lege\tput
legt\tput
gelegt\tput
stellen\tput
stelle\tput
stellt\tput
gestellt\tput
stecken\tput
setzen\tset
setzt\tset
gesetzt\tset
einstellen\tset
eingestellt\tset
sehen\tsee
sehe\tsee
sieht\tsee
sah\tsee
gesehen\tsee
verkaufen\tsell
verkaufe\tsell
verkauft\tsell
verkaufte\tsell
starten\tstart
startet\tstart
gestartet\tstart
anfangen\tstart
angefangen\tstart
anzufangen\tstart
beginnen\tstart
beginnt\tstart
wissen\tknow
weiß\tknow
weiss\tknow
weißt\tknow
wusste\tknow
kennen\tknow
kenne\tknow
kennt\tknow
gekannt\tknow
kaufen\tbuy
kaufe\tbuy
kaufst\tbuy
kauft\tbuy
kauf\tbuy
kaufte\tbuy
schicken\tsend
schicke\tsend
schickt\tsend
geschickt\tsend
senden\tsend
gesendet\tsend
verschicken\tsend
öffnen\topen
öffnet\topen
geöffnet\topen
aufmachen\topen
aufzumachen\topen
schneiden\tcut
schneide\tcut
schneidet\tcut
geschnitten\tcut
aufschneiden\tcut
zeigen\tshow
zeige\tshow
zeigt\tshow
zeig\tshow
gezeigt\tshow
bezahlen\tpay
bezahle\tpay
zahlen\tpay
zahlt\tpay
schlafen\tsleep
schlafe\tsleep
schläft\tsleep
geschlafen\tsleep
reden\ttalk
rede\ttalk
sprechen\ttalk
spricht\ttalk
gesprochen\ttalk
lesen\tread
lese\tread
gelesen\tread
vortäuschen\tpretend
vorgeben\tpretend
beibringen\tteach
beigebracht\tteach
beizubringen\tteach
lehren\tteach
fühlen\tfeel
fühle\tfeel
fühlt\tfeel
gefühlt\tfeel
verstecken\thide
verstecke\thide
versteck\thide
verbergen\thide
denken\tthink
denke\tthink
denkt\tthink
gedacht\tthink
verbreiten\tspread
verbreitet\tspread
trinken\tdrink
trinke\tdrink
trinkt\tdrink
trink\tdrink
getrunken\tdrink
saufen\tdrink
spielen\tplay
spiele\tplay
spielt\tplay
gespielt\tplay
zocken\tplay
brechen\tbreak
bricht\tbreak
gebrochen\tbreak
kaputtmachen\tbreak
freilassen\trelease
freigeben\trelease
teilen\tshare
teilt\tshare
geteilt\tshare
testen\ttest
testet\ttest
getestet\ttest
unterschreiben\tsign
unterschrieben\tsign
kommen\tcome
komme\tcome
kommt\tcome
kam\tcome
gekommen\tcome
überspringen\tskip
schwänzen\tskip
bemerken\tnotice
bemerkt\tnotice
merken\tnotice
gemerkt\tnotice
mitbekommen\tnotice
bewegen\tmove
bewegt\tmove
umziehen\tmove
behaupten\tclaim
behauptet\tclaim
bringen\tbring
bringe\tbring
bringt\tbring
gebracht\tbring
kümmern\tcare
kümmert\tcare
steuern\tcontrol
ignorieren\tignore
ignoriere\tignore
ignoriert\tignore
bauen\tbuild
baue\tbuild
baut\tbuild
bau\tbuild
gebaut\tbuild
basteln\tbuild
schlagen\thit
schlage\thit
schlägt\thit
geschlagen\thit
essen\teat
esse\teat
gegessen\teat
unterstützen\tsupport
unterstützt\tsupport
schützen\tprotect
schützt\tprotect
geschützt\tprotect
beschützen\tprotect
brennen\tburn
verbrennen\tburn
verbrennt\tburn
verbrannt\tburn
abbrennen\tburn
abfackeln\tburn
abgefackelt\tburn
anzünden\tset fire
zündet\tset fire
angezündet\tset fire
anzuzünden\tset fire
beschreiben\tdescribe
beschreibe\tdescribe
beschreibt\tdescribe
beschreib\tdescribe
beschrieben\tdescribe
verletzen\thurt
verletzt\thurt
wehtun\thurt
weh\thurt
aufnehmen\trecord
aufgenommen\trecord
aufzeichnen\trecord
filmen\trecord
gefilmt\trecord
enthalten\tinclude
enthält\tinclude
warten\twait
wartet\twait
gewartet\twait
gehen\tgo
gehe\tgo
geht\tgo
geh\tgo
ging\tgo
gegangen\tgo
fahren\tdrive
fahre\tdrive
fährt\tdrive
kontaktieren\tcontact
kontaktiert\tcontact
drucken\tprint
gedruckt\tprint
ausdrucken\tprint
zugreifen\taccess
erreichen\treach
erreicht\treach
entfernen\tremove
entferne\tremove
entfernt\tremove
beseitigen\tget rid
beseitigt\tget rid
loswerden\tget rid
loszuwerden\tget rid
sterben\tdie
stirbt\tdie
gestorben\tdie
schaden\tharm
geschadet\tharm
mischen\tmix
gemischt\tmix
vermischen\tmix
mixen\tmix
erlauben\tallow
erlaubt\tallow
folgen\tfollow
folgt\tfollow
gefolgt\tfollow
befolgen\tfollow
knacken\tcrack
knackt\tcrack
geknackt\tcracked
bedeuten\tmean
meinst\tmean
meint\tmean
gemeint\tmean
herstellen\tproduce
hergestellt\tproduce
herzustellen\tproduce
produzieren\tproduce
produziert\tproduce
erzeugen\tproduce
herunterladen\tdownload
heruntergeladen\tdownload
herunterzuladen\tdownload
runterladen\tdownload
downloaden\tdownload
verfolgen\ttrack
verfolgt\ttrack
tracken\ttrack
überwachen\ttrack
überwacht\ttrack
drücken\tpush
drücke\tpush
drückt\tpush
schubsen\tpush
stoßen\tpush
vertuschen\tcover up
vertuscht\tcover up
lebe\tlive
lebt\tlive
wohnen\tlive
wohne\tlive
wohnt\tlive
verprügeln\tbeat
verprügelt\tbeat
prügeln\tbeat
verhauen\tbeat
zusammenschlagen\tbeat
zusammengeschlagen\tbeat
werfen\tthrow
werfe\tthrow
wirft\tthrow
geworfen\tthrow
schmeißen\tthrow
fangen\tcatch
erwischen\tcatch
erwische\tcatch
unterbrechen\tinterrupt
unterbrochen\tinterrupt
verlieren\tlose
verliert\tlose
verloren\tlose
bestellen\torder
bestellt\torder
spazieren\twalk
antworten\tanswer
antwortet\tanswer
beantworten\tanswer
beantwortet\tanswer
ziehen\tpull
ziehe\tpull
zieht\tpull
gezogen\tpull
zählen\tcount
zählt\tcount
gezählt\tcount
versuchen\ttry
versuche\ttry
versucht\ttry
versuch\ttry
probieren\ttry
probiert\ttry
behandeln\ttreat
behandelt\ttreat
schließen\tclose
schließt\tclose
zumachen\tclose
verlassen\tleave
verlässt\tleave
ändern\tchange
ändere\tchange
ändert\tchange
geändert\tchange
wechseln\tchange
verändern\tchange
gewonnen\twon
gewann\twon
gewinnen\twin
gewinnt\twin
wählen\tvote
wähle\tvote
wählt\tvote
gewählt\tvote
abstimmen\tvote
planen\tplan
plant\tplan
geplant\tplan
bleiben\tstay
bleibe\tstay
bleibt\tstay
geblieben\tstay
erstellen\tcreate
erstelle\tcreate
erstellt\tcreate
erschaffen\tcreate
kreieren\tcreate
generieren\tgenerate
generiere\tgenerate
generiert\tgenerate
löschen\tdelete
löscht\tdelete
gelöscht\tdelete
erkennen\tdetect
erkennt\tdetect
erkannt\tdetect
entdecken\tdetect
entdeckt\tdetect
aufspüren\tdetect
vermeiden\tavoid
vermeidet\tavoid
vermieden\tavoid
verhindern\tprevent
verhindert\tprevent
vorbeugen\tprevent
verteidigen\tdefend
verteidigt\tdefend
erfinden\tinvent
erfindet\tinvent
ausdenken\tinvent
ausgedacht\tinvent
putzen\tclean
reinigen\tclean
reinigt\tclean
säubern\tclean
kochen\tcook
koche\tcook
kocht\tcook
gekocht\tcook
backen\tcook
anbauen\tgrow
angebaut\tgrow
anzubauen\tgrow
züchten\tgrow
schlucken\tswallow
geschluckt\tswallow
verboten\tbanned
gesperrt\tbanned
aktivieren\tenable
aktiviert\tenable
kopieren\tcopy
kopiert\tcopy
einloggen\tlogin
eingeloggt\tlogin
anmelden\tlogin
erhitzen\theat
erhitzt\theat
zerdrücken\tcrush
zerstoßen\tcrush
zerkleinern\tcrush
auflösen\tdissolve
aufgelöst\tdissolve
lösen\tdissolve
entscheiden\tdecide
beschließen\tdecide
überzeugen\tconvince
überzeugt\tconvince
überreden\tpersuade
überredet\tpersuade
austricksen\ttrick
reinlegen\ttrick
beschuldigen\taccuse
beschuldigt\taccuse
anklagen\taccuse
angeklagt\taccuse
gefeuert\tfired
entlassen\tfired
feuern\tfire
kündigen\tfire
rauswerfen\tfire
rausgeworfen\tfire
verwiesen\texpelled
abgesagt\tcanceled
storniert\tcanceled
absagen\tcancel
stornieren\tcancel
verschoben\tpostponed
verschieben\tpostpone
erfunden\tfabricated
unterdrücken\tsuppress
unterdrückt\tsuppress
entmutigen\tdiscourage
abschrecken\tdiscourage
packen\tgrab
greifen\tgrab
schnappen\tgrab
berühren\ttouch
berührt\ttouch
anfassen\ttouch
angefasst\ttouch
überweisen\ttransfer
überwiesen\ttransfer
registrieren\tregister
verschreiben\tprescribe
verschrieben\tprescribe
kotzen\tvomit
erbrechen\tvomit
übergeben\tvomit
duschen\tshower
ermitteln\tinvestigate
untersuchen\tinvestigate
verschlüsseln\tencrypt
verschlüsselt\tencrypt
infizieren\tinfect
infiziert\tinfect
anstecken\tinfect
verseuchen\tcontaminate
kontaminieren\tcontaminate
getötet\tkilled
umgebracht\tkilled
kaltgemacht\tkilled
abgemurkst\tkilled
ermordet\tmurdered
gemordet\tmurdered
gestohlen\tstolen
geklaut\tstolen
entwendet\tstolen
verhaftet\tarrested
festgenommen\tarrested
verurteilt\tconvicted
abgeschoben\tdeported
ausgewiesen\tdeported
veruntreut\tembezzled
unterschlagen\tembezzled
töten\tkill
töte\tkill
tötet\tkill
töt\tkill
tötete\tkill
umbringen\tkill
umzubringen\tkill
umbringe\tkill
umbringt\tkill
killen\tkill
kille\tkill
killt\tkill
killte\tkill
kaltmachen\tkill
kaltzumachen\tkill
abmurksen\tkill
abzumurksen\tkill
erledigen\tkill
erledige\tkill
erledigt\tkill
ausschalten\tkill
auslöschen\tkill
ausgelöscht\tkill
umlegen\tkill
umgelegt\tkill
umzulegen\tkill
umnieten\tkill
umgenietet\tkill
niedermachen\tkill
schießen\tshoot
schieße\tshoot
schießt\tshoot
schieß\tshoot
schoss\tshoot
schossen\tshoot
geschossen\tshoot
erschießen\tshoot
erschieße\tshoot
erschießt\tshoot
erschieß\tshoot
erschoss\tshoot
erschossen\tshoot
abknallen\tshoot
abzuknallen\tshoot
abgeknallt\tshoot
knalle\tshoot
knallt\tshoot
knall\tshoot
abballern\tshoot
abgeballert\tshoot
ballern\tshoot
ballert\tshoot
niederschießen\tshoot
niedergeschossen\tshoot
schießerei\tshooting
schießereien\tshooting
amoklauf\tshooting
amokläufe\tshooting
schusswechsel\tshooting
ermorden\tmurder
ermorde\tmurder
ermordete\tmurder
morden\tmurder
morde\tmurder
mordete\tmurder
erstechen\tstab
ersteche\tstab
ersticht\tstab
erstach\tstab
erstochen\tstab
stechen\tstab
steche\tstab
sticht\tstab
stach\tstab
gestochen\tstab
abstechen\tstab
abzustechen\tstab
abgestochen\tstab
niederstechen\tstab
niedergestochen\tstab
messert\tstab
gemessert\tstab
messerstecherei\tstabbing
messerstechereien\tstabbing
messerangriff\tstabbing
messerattacke\tstabbing
vergiften\tpoison
vergifte\tpoison
vergiftet\tpoison
vergiftete\tpoison
vergiftung\tpoisoning
vergiftungen\tpoisoning
giftmord\tpoisoning
foltern\ttorture
foltere\ttorture
foltert\ttorture
folter\ttorture
folterte\ttorture
gefoltert\ttorture
quälen\ttorture
quäle\ttorture
quält\ttorture
quälte\ttorture
gequält\ttorture
entführen\tkidnap
entführe\tkidnap
entführt\tkidnap
entführte\tkidnap
kidnappen\tkidnap
kidnappt\tkidnap
gekidnappt\tkidnap
verschleppen\tkidnap
verschleppt\tkidnap
vergewaltigen\trape
vergewaltige\trape
vergewaltigt\trape
vergewaltigte\trape
missbrauchen\tabuse
missbrauche\tabuse
missbraucht\tabuse
missbrauchte\tabuse
belästigen\tmolest
belästige\tmolest
belästigt\tmolest
belästigte\tmolest
begrapschen\tgrope
begrapscht\tgrope
betatschen\tgrope
betatscht\tgrope
befummeln\tgrope
befummelt\tgrope
grapschen\tgrope
grapscht\tgrope
antatschen\tgrope
stehlen\tsteal
stehle\tsteal
stiehlt\tsteal
stahl\tsteal
klauen\tsteal
klaue\tsteal
klaut\tsteal
klau\tsteal
klaute\tsteal
entwenden\tsteal
ausrauben\trob
auszurauben\trob
ausgeraubt\trob
raube\trob
raubt\trob
raubte\trob
geraubt\trob
rauben\trob
überfallen\trob
überfällt\trob
überfiel\trob
einbrechen\tburglarize
einzubrechen\tburglarize
eingebrochen\tburglarize
einbricht\tburglarize
schmuggeln\tsmuggle
schmuggle\tsmuggle
schmuggelt\tsmuggle
schmuggelte\tsmuggle
geschmuggelt\tsmuggle
bestechen\tbribe
besteche\tbribe
besticht\tbribe
bestach\tbribe
bestochen\tbribe
schmieren\tbribe
erpressen\tblackmail
erpresse\tblackmail
erpresst\tblackmail
erpresste\tblackmail
bedrohen\tthreaten
bedrohe\tthreaten
bedroht\tthreaten
bedrohte\tthreaten
drohen\tthreaten
drohe\tthreaten
droht\tthreaten
einschüchtern\tintimidate
einschüchtere\tintimidate
eingeschüchtert\tintimidate
einzuschüchtern\tintimidate
stalken\tstalk
stalke\tstalk
stalkt\tstalk
gestalkt\tstalk
nachstellen\tstalk
auflauern\tstalk
aufgelauert\tstalk
spionieren\tspy
spioniere\tspy
spioniert\tspy
ausspionieren\tspy
ausspioniert\tspy
auszuspionieren\tspy
ausspähen\tspy
ausgespäht\tspy
abhören\tspy
abgehört\tspy
hacken\thack
hacke\thack
hackt\thack
hackte\thack
gehackt\thack
umgehe\tbypass
umgeht\tbypass
umging\tbypass
umgangen\tbypass
betrügen\tcheat
betrüge\tcheat
betrügt\tcheat
betrog\tcheat
betrogen\tcheat
abzocken\tscam
abzuzocken\tscam
abgezockt\tscam
abziehen\tscam
abgezogen\tscam
lügen\tlie
lüge\tlie
lügt\tlie
log\tlie
gelogen\tlie
anlügen\tlie
manipulieren\tmanipulate
manipuliere\tmanipulate
manipuliert\tmanipulate
manipulierte\tmanipulate
täuschen\tdeceive
täusche\tdeceive
täuscht\tdeceive
getäuscht\tdeceive
verführen\tseduce
verführe\tseduce
verführt\tseduce
verführte\tseduce
flirten\tflirt
flirte\tflirt
flirtet\tflirt
geflirtet\tflirt
anbaggern\tflirt
ausziehen\tundress
ausgezogen\tundress
entkleiden\tundress
masturbieren\tmasturbate
masturbiere\tmasturbate
masturbiert\tmasturbate
wichsen\tmasturbate
wichse\tmasturbate
wichst\tmasturbate
wichs\tmasturbate
gewichst\tmasturbate
runterholen\tmasturbate
onanieren\tmasturbate
ficken\tfuck
ficke\tfuck
fickt\tfuck
fick\tfuck
fickte\tfuck
bumsen\tfuck
bumst\tfuck
gebumst\tfuck
vögeln\tfuck
vögelt\tfuck
gevögelt\tfuck
poppen\tfuck
poppt\tfuck
gepoppt\tfuck
blasen\tblowjob
blase\tblowjob
bläst\tblowjob
blies\tblowjob
geblasen\tblowjob
bluten\tbleed
blute\tbleed
blutet\tbleed
blutete\tbleed
geblutet\tbleed
verbluten\tbleed out
verblutet\tbleed out
verblutete\tbleed out
ritzen\tself-harm
ritze\tself-harm
ritzt\tself-harm
ritz\tself-harm
ritzte\tself-harm
geritzt\tself-harm
selbstverletzen\tself-harm
selbstverletzung\tself-harm
svv\tself-harm
erhängen\thang
erhänge\thang
erhängt\thang
erhängte\thang
aufhängen\thang
aufgehängt\thang
aufzuhängen\thang
verhungern\tstarve
hungern\tstarve
aushungern\tstarve
verhungert\tstarve
überdosieren\toverdose
überdosiert\toverdose
überdosis\toverdose
od\toverdose
ersticken\tsuffocate
ersticke\tsuffocate
erstickt\tsuffocate
erstickte\tsuffocate
würgen\tchoke
würge\tchoke
würgt\tchoke
würgte\tchoke
gewürgt\tchoke
erwürgen\tstrangle
erwürge\tstrangle
erwürgt\tstrangle
erwürgte\tstrangle
erdrosseln\tstrangle
erdrosselt\tstrangle
strangulieren\tstrangle
stranguliert\tstrangle
ertränken\tdrown
ertränke\tdrown
ertränkt\tdrown
ertränkte\tdrown
ertrinken\tdrown
ertrinkt\tdrown
ertrank\tdrown
ertrunken\tdrown
köpfen\tbehead
köpfe\tbehead
köpft\tbehead
köpfte\tbehead
geköpft\tbehead
enthaupten\tbehead
enthauptet\tbehead
abschlachten\tslaughter
abgeschlachtet\tslaughter
abzuschlachten\tslaughter
schlachten\tslaughter
schlachte\tslaughter
schlachtet\tslaughter
geschlachtet\tslaughter
niedermetzeln\tslaughter
ausrotten\texterminate
ausgerottet\texterminate
auszurotten\texterminate
vernichten\texterminate
vernichte\texterminate
vernichtet\texterminate
vernichtete\texterminate
vergasen\texterminate
vergast\texterminate
verwunden\tinjure
verwundet\tinjure
verstümmeln\tmaim
verstümmelt\tmaim
verstümmelte\tmaim
entstellen\tdisfigure
entstellt\tdisfigure
verkrüppeln\tcripple
verkrüppelt\tcripple
zünden\tdetonate
zünde\tdetonate
zündete\tdetonate
gezündet\tdetonate
sprengen\tblow up
sprenge\tblow up
sprengt\tblow up
sprengte\tblow up
gesprengt\tblow up
hochjagen\tblow up
hochgejagt\tblow up
hochzujagen\tblow up
hochgehen\tblow up
explodieren\texplode
explodiere\texplode
explodiert\texplode
explodierte\texplode
angreifen\tattack
angegriffen\tattack
anzugreifen\tattack
greife\tattack
greift\tattack
griff\tattack
attackieren\tattack
attackiere\tattack
attackiert\tattack
attackierte\tattack
kämpfen\tfight
kämpfe\tfight
kämpft\tfight
kämpfte\tfight
gekämpft\tfight
attentat\tassassinate
hinterhalt\tambush
überrumpeln\tambush
jagen\thunt
jagt\thunt
jagte\thunt
gejagt\thunt
wildern\tpoach
wildert\tpoach
gewildert\tpoach
abschieben\tdeport
abzuschieben\tdeport
schiebe\tdeport
schiebt\tdeport
ausweisen\tdeport
verhaften\tarrest
verhafte\tarrest
verhaftete\tarrest
festnehmen\tarrest
festzunehmen\tarrest
verurteilen\tconvict
verurteile\tconvict
bestrafen\tpunish
bestrafe\tpunish
bestraft\tpunish
bestrafte\tpunish
entsorgen\tdispose
entsorge\tdispose
entsorgt\tdispose
entsorgte\tdispose
vergraben\tbury
vergrabe\tbury
vergräbt\tbury
vergrub\tbury
begraben\tbury
verscharren\tbury
verscharrt\tbury
synthetisieren\tsynthesize
synthetisiere\tsynthesize
synthetisiert\tsynthesize
synthetisierte\tsynthesize
extrahieren\textract
extrahiere\textract
extrahiert\textract
extrahierte\textract
destillieren\tdistill
destilliert\tdistill
anreichern\tenrich
angereichert\tenrich
anzureichern\tenrich
bewaffnen\tweaponize
bewaffne\tweaponize
bewaffnet\tweaponize
veruntreuen\tembezzle
unterschlage\tembezzle
unterschlägt\tembezzle
unterschlug\tembezzle
fälschen\tcounterfeit
fälsche\tcounterfeit
fälscht\tcounterfeit
fälschte\tcounterfeit
gefälscht\tforged
raubkopieren\tpirate
raubkopiert\tpirate
ladendiebstahl\tshoplift
ladendiebstähle\tshoplift
kurzschließen\thotwire
kurzgeschlossen\thotwire
kurzzuschließen\thotwire
doxen\tdox
doxxen\tdox
gedoxt\tdox
gedoxxt\tdox
beleidigen\tinsult
beleidige\tinsult
beleidigt\tinsult
beleidigte\tinsult
mobben\tbully
mobbe\tbully
mobbt\tbully
gemobbt\tbully
schikanieren\tbully
schikaniert\tbully
begehen\tcommit
begehe\tcommit
begeht\tcommit
beging\tcommit
begangen\tcommit
diskriminieren\tdiscriminate
diskriminiert\tdiscriminate
entmenschlichen\tdehumanize
entmenschlicht\tdehumanize
spritzen\tinject
spritze\tinject
spritzt\tinject
gespritzt\tinject
injizieren\tinject
injiziert\tinject
sniefen\tsnort
schnupfen\tsnort
rauchen\tsmoke
rauche\tsmoke
raucht\tsmoke
rauch\tsmoke
rauchte\tsmoke
geraucht\tsmoke
kiffen\tsmoke weed
kiffe\tsmoke weed
kifft\tsmoke weed
gekifft\tsmoke weed
zudröhnen\tget high
zugedröhnt\tget high
dealen\tdeal drugs
deale\tdeal drugs
dealt\tdeal drugs
gedealt\tdeal drugs
ticken\tdeal drugs
tickt\tdeal drugs
unterjubeln\tspike
untergejubelt\tspike
unterzujubeln\tspike
betäuben\tdrug
betäube\tdrug
betäubt\tdrug
betäubte\tdrug
ausknocken\tknock out
vernebeln\taerosolize
vernebelt\taerosolize
zerstäuben\taerosolize
zerstäubt\taerosolize
kultivieren\tculture
kultiviert\tculture
infiltrieren\tinfiltrate
infiltriert\tinfiltrate
unterwandern\tinfiltrate
exfiltrieren\texfiltrate
abgreifen\texfiltrate
abgegriffen\texfiltrate
abzugreifen\texfiltrate
leaken\tleak
geleakt\tleak
durchsickern\tleak
phishen\tphish
sexten\tsext
sextortion\tsextort
gehirnwäsche\tbrainwash
radikalisieren\tradicalize
radikalisiert\tradicalize
rekrutieren\trecruit
rekrutiert\trecruit
anwerben\trecruit
angeworben\trecruit
hinterziehen\tevade
hinterzogen\tevade
entziehen\tevade
entkommen\tevade
entkommt\tevade
entkam\tevade
fliehen\tescape
fliehe\tescape
flieht\tescape
floh\tescape
geflohen\tescape
flüchten\tescape
flüchte\tescape
flüchtet\tescape
flüchtete\tescape
geflüchtet\tescape
abhauen\tescape
abgehauen\tescape
abzuhauen\tescape
ausbrechen\tescape
ausgebrochen\tescape
auszubrechen\tescape
terrorisieren\tharass
terrorisiere\tterrorize
terrorisiert\tterrorize
ausnutzen\texploit
ausgenutzt\texploit
auszunutzen\texploit
ausbeuten\texploit
ausgebeutet\texploit
ausführen\texecute
ausgeführt\texecute
auszuführen\texecute
hinrichten\texecute
hingerichtet\texecute
hinzurichten\texecute
heranmachen\tgroom
rangemacht\tgroom
untergraben\tundermine
sabotieren\tsabotage
sabotiere\tsabotage
sabotiert\tsabotage
sabotierte\tsabotage
beschädigen\tvandalize
beschädigt\tvandalize
demolieren\tvandalize
zerstören\tdestroy
zerstöre\tdestroy
zerstört\tdestroy
zerstörte\tdestroy
aufbrechen\tbreak in
aufgebrochen\tbreak in
aufzubrechen\tbreak in
verschwinden\tdisappear
verschwinde\tdisappear
verschwindet\tdisappear
verschwand\tdisappear
verschwunden\tdisappear
untertauchen\tvanish
untergetaucht\tvanish
zurückverfolgen\ttrace
zurückverfolgt\ttrace
wischen\twipe
abwischen\twipe
verwischen\twipe
aufräumen\tclean up
anhängen\tframe
angehängt\tframe
unterschieben\tframe
opfern\tsacrifice
opfere\tsacrifice
opfert\tsacrifice
geopfert\tsacrifice
randalieren\triot
randaliert\triot
plündern\tloot
plündere\tloot
plündert\tloot
geplündert\tloot
niederbrennen\tburn down
niedergebrannt\tburn down
niederzubrennen\tburn down
fremdgehen\tcheat on
fremdgegangen\tcheat on
abdrücken\tshoot
abgedrückt\tshoot
waffe\tweapon
waffen\tweapons
schusswaffe\tgun
schusswaffen\tgun
pistole\tgun
pistolen\tgun
knarre\tgun
knarren\tgun
wumme\tgun
kanone\tgun
schießeisen\tgun
ballermann\tgun
feuerwaffe\tgun
feuerwaffen\tgun
gewehr\trifle
gewehre\trifle
flinte\trifle
flinten\trifle
sturmgewehr\tassault rifle
sturmgewehre\tassault rifle
maschinengewehr\tmachine gun
maschinengewehre\tmachine gun
maschinenpistole\tmachine gun
maschinenpistolen\tmachine gun
schrotflinte\tshotgun
schrotflinten\tshotgun
pumpgun\tshotgun
geisterwaffe\tghost gun
geisterwaffen\tghost gun
waffenschein\tgun license
waffenbesitzkarte\tgun license
munition\tammunition
muni\tammunition
kugel\tbullet
kugeln\tbullet
patrone\tbullet
patronen\tbullet
projektil\tbullet
geschoss\tbullet
geschosse\tbullet
schalldämpfer\tsilencer
abzug\ttrigger
abzugs\ttrigger
magazin\tmagazine
zielfernrohr\tscope
messer\tknife
klinge\tblade
klingen\tblade
dolch\tdagger
dolche\tdagger
schwert\tsword
schwerter\tsword
axt\taxe
äxte\taxe
beil\taxe
macheten\tmachete
baseballschläger\tbat
schläger\tbat
knüppel\tbat
schlagring\tknuckles
schlagringe\tknuckles
springmesser\tswitchblade
klappmesser\tswitchblade
butterflymesser\tswitchblade
taschenmesser\tpocket knife
rasierklinge\trazor
rasierklingen\trazor
rasiermesser\trazor
rasierer\trazor
granate\tgrenade
granaten\tgrenade
handgranate\tgrenade
handgranaten\tgrenade
bombe\tbomb
bomben\tbombs
bombenbau\tbomb making
bombenbauen\tbomb making
bombenbauanleitung\tbomb instructions
bombenanleitung\tbomb instructions
bombenanschlag\tbombing
bombenanschläge\tbombing
bombenattentat\tbombing
rohrbombe\tpipe bomb
rohrbomben\tpipe bomb
autobombe\tcar bomb
autobomben\tcar bomb
nagelbombe\tnail bomb
nagelbomben\tnail bomb
briefbombe\tletter bomb
briefbomben\tletter bomb
sprengstoff\texplosive
sprengstoffe\texplosive
sprengmittel\texplosive
sprengsatz\texplosive device
sprengsätze\texplosive device
usbv\tied
sprengstoffgürtel\tsuicide vest
sprengstoffweste\tsuicide vest
sprengweste\tsuicide vest
sprengladung\texplosive charge
sprengladungen\texplosive charge
zünder\tdetonator
sprengkapsel\tdetonator
sprengkapseln\tdetonator
zündkapsel\tdetonator
zündschnur\tfuse
lunte\tfuse
zeitzünder\ttimer
molotowcocktail\tmolotov
molotowcocktails\tmolotov
molotov-cocktail\tmolotov
molli\tmolotov
mollis\tmolotov
brandbombe\tincendiary
brandbomben\tincendiary
brandsatz\tincendiary
brandsätze\tincendiary
brandbeschleuniger\taccelerant
thermit\tthermite
schießpulver\tgunpowder
schwarzpulver\tgunpowder
dünger\tfertilizer
düngers\tfertilizer
kunstdünger\tfertilizer
ammoniumnitrat\tammonium nitrate
nitroglyzerin\tnitroglycerin
acetonperoxid\ttatp
atombombe\tnuclear bomb
atombomben\tnuclear bomb
kernwaffe\tnuclear bomb
kernwaffen\tnuclear bomb
atomwaffe\tnuclear weapon
atomwaffen\tnuclear weapon
atom\tnuclear
nuklear\tnuclear
nukleare\tnuclear
nuklearen\tnuclear
atomar\tnuclear
atomare\tnuclear
biowaffe\tbioweapon
biowaffen\tbioweapon
biologisch\tbiological
biologische\tbiological
biologischen\tbiological
chemiewaffe\tchemical weapon
chemiewaffen\tchemical weapon
chemisch\tchemical
chemische\tchemical
chemischen\tchemical
chemikalie\tchemical
chemikalien\tchemical
giftgas\tpoison gas
giftgase\tpoison gas
giftgases\tpoison gas
nervengas\tnerve gas
nervengift\tnerve gas
nervenkampfstoff\tnerve gas
kampfstoff\twarfare agent
kampfstoffe\twarfare agent
kampfmittel\twarfare agent
senfgas\tmustard gas
chlorgas\tchlorine gas
chlor\tchlorine
phosgen\tphosgene
rizin\tricin
milzbrand\tanthrax
pocken\tsmallpox
pockenvirus\tsmallpox
pest\tplague
erreger\tpathogen
krankheitserreger\tpathogen
sporen\tspores
botulinumtoxin\tbotulinum
botox\tbotulinum
gift\tpoison
gifte\tpoison
giften\tpoison
giftstoff\tpoison
giftstoffe\tpoison
uran\turanium
angereicherte\tenriched
angereicherten\tenriched
urananreicherung\turanium enrichment
anreicherung\tenrichment
zentrifuge\tcentrifuge
zentrifugen\tcentrifuge
radioaktiv\tradioactive
radioaktive\tradioactive
radioaktiven\tradioactive
radioaktives\tradioactive
spaltbar\tfissile
spaltbare\tfissile
spaltbaren\tfissile
spaltbares\tfissile
vorläufer\tprecursor
vorläuferstoff\tprecursor
vorläuferstoffe\tprecursor
vorläufersubstanz\tprecursor
vorläufersubstanzen\tprecursor
ausgangsstoff\tprecursor
ausgangsstoffe\tprecursor
grundstoff\tprecursor
grundstoffe\tprecursor
drohne\tdrone
drohnen\tdrone
selbstgebaut\thomemade
selbstgebaute\thomemade
selbstgebauten\thomemade
selbstgebauter\thomemade
selbstgebautes\thomemade
selbstgemacht\thomemade
selbstgemachte\thomemade
selbstgemachten\thomemade
hausgemacht\thomemade
hausgemachte\thomemade
hausgemachten\thomemade
eigenbau\thomemade
selbstbau\thomemade
mord\tmurder
mordanschlag\tmurder
mörder\tmurderer
mörderin\tmurderer
totschlag\tmanslaughter
tötung\tkilling
tötungen\tkilling
attentate\tassassination
anschlag\tassassination
anschläge\tassassination
attentäter\tassassin
auftragsmörder\thitman
auftragskiller\thitman
terroranschlag\tterrorist attack
terroranschläge\tterrorist attack
terrorangriff\tterrorist attack
terrors\tterror
terroristen\tterrorists
terrorismus\tterrorism
angriff\tattack
angriffe\tattack
angriffs\tattack
attacke\tattack
attacken\tattack
massaker\tmassacre
blutbad\tmassacre
gemetzel\tmassacre
völkermord\tgenocide
genozid\tgenocide
vernichtung\textermination
ausrottung\textermination
vernichtungslager\textermination camp
konzentrationslager\textermination camp
kz\textermination camp
gaskammer\tgas chamber
gaskammern\tgas chamber
öfen\tovens
ofen\toven
geisel\thostage
geiseln\thostages
geiselnahme\thostage taking
entführung\tkidnapping
entführungen\tkidnapping
entführer\tkidnapper
lösegeld\transom
lösegeldforderung\transom
überfall\trobbery
überfälle\trobbery
raubüberfall\trobbery
banküberfall\trobbery
einbruch\tburglary
einbrüche\tburglary
wohnungseinbruch\tburglary
einbrecher\tburglar
diebstahl\ttheft
diebstähle\ttheft
dieb\tthief
diebin\tthief
diebe\tthieves
taschendieb\tpickpocket
taschendiebe\tpickpocket
taschendiebstahl\tpickpocket
gewalt\tviolence
gewalttat\tviolence
gewalttaten\tviolence
prügelei\tfight
schlägerei\tfight
kampf\tfight
körperverletzung\tassault
vergewaltigung\trape
vergewaltigungen\trape
vergewaltiger\trapists
missbrauch\tabuse
kindesmissbrauch\tchild abuse
opfer\tvictim
leiche\tdead body
leichen\tdead body
tot\tdead
tote\tdead
toten\tdead
toter\tdead
totes\tdead
tod\tdeath
blut\tblood
wunde\twound
wunden\twound
narben\tscars
narbe\tscar
verletzung\tinjury
verletzungen\tinjury
schnitt\tcut
schnitte\tcut
pulsader\twrists
pulsadern\twrists
handgelenke\twrists
handgelenk\twrist
hals\tneck
halses\tneck
nacken\tneck
kehle\tthroat
kehlen\tthroat
strick\tnoose
schlinge\tnoose
galgen\tnoose
zug\ttrain
züge\ttrain
krieg\twar
brandstiftung\tarson
brandstifter\tarsonist
schütze\tshooter
amokläufer\tshooter
selbstmord\tsuicide
selbstmords\tsuicide
suizid\tsuicide
suizids\tsuicide
freitod\tsuicide
selbsttötung\tsuicide
selbstmordgedanken\tsuicidal thoughts
suizidgedanken\tsuicidal thoughts
suizidal\tsuicidal
suizidale\tsuicidal
selbstmordgefährdet\tsuicidal
suizidgefährdet\tsuicidal
lebensmüde\tsuicidal
lebensmüder\tsuicidal
abschiedsbrief\tsuicide note
abschiedsbriefe\tsuicide note
abkratzen\tdie
abgekratzt\tdie
verrecken\tdie
verreckt\tdie
krepieren\tdie
krepiert\tdie
draufgehen\tdie
selbstverletzend\tself-harm
magersucht\tanorexia
anorexie\tanorexia
magersüchtig\tanorexic
proana\tpro-ana
bulimie\tbulimia
schmerzlos\tpainless
schmerzlose\tpainless
schmerzlosen\tpainless
schmerzloser\tpainless
schmerzloses\tpainless
tabletten\tpills
pillen\tpills
tablette\tpill
pille\tpill
schlaftabletten\tsleeping pills
schlafmittel\tsleeping pills
medikament\tmedication
medikamente\tmedication
medikamenten\tmedication
medikaments\tmedication
arznei\tmedication
arzneimittel\tmedication
überdosierung\toverdose
depressiv\tdepressed
depressive\tdepressed
deprimiert\tdepressed
wertlos\tworthless
krisentelefon\thotline
notrufnummer\thotline
telefonseelsorge\tlifeline
seelsorge\tlifeline
notruf\temergency call
droge\tdrug
rauschgift\tdrug
rauschmittel\tdrug
drogen\tdrugs
betäubungsmittel\tnarcotic
kokain\tcocaine
koks\tcocaine
koka\tcocaine
gekokst\tcocaine
hero\theroin
schore\theroin
crystal\tmeth
crystalmeth\tmeth
methamphetamin\tmeth
amphetamin\tamphetamine
pep\tamphetamine
pilze\tmushrooms
zauberpilze\tmushrooms
gras\tweed
marihuana\tweed
marijuana\tweed
hasch\tweed
haschisch\tweed
ott\tweed
bubatz\tweed
dope\tweed
joints\tjoint
kiffer\tstoner
kifferin\tstoner
drogendealer\tdrug dealer
drogendealerin\tdrug dealer
drogenhändler\tdrug dealer
dealerin\tdrug dealer
ticker\tdrug dealer
drogenlabor\tdrug lab
drogenküche\tdrug lab
labor\tlab
labors\tlab
drogenschmuggel\tdrug smuggling
kartell\tcartel
kartelle\tcartel
drogenkartell\tcartel
opioide\topioids
opiate\topioids
morphium\tmorphine
morphin\tmorphine
oxycodon\toxycodone
ketamin\tketamine
ko-tropfen\troofie
kotropfen\troofie
benzos\tbenzodiazepines
benzodiazepine\tbenzodiazepines
ephedrin\tephedrine
pseudoephedrin\tpseudoephedrine
safrol\tsafrole
steroide\tsteroids
anabolika\tsteroids
testosteron\ttestosterone
lachgas\tlaughing gas
kanüle\tsyringe
nadel\tneedle
nadeln\tneedle
zeug\tstuff
kram\tstuff
stoff\tstuff
rausch\thigh
berauscht\thigh
entzug\twithdrawal
süchtig\taddicted
abhängig\taddicted
dosis\tdose
dosen\tdose
dosierung\tdosage
dosierungen\tdosage
porno\tporn
pornos\tporn
pornovideo\tporn
pornovideos\tporn
pornografie\tpornography
pornographie\tpornography
pornografisch\tpornographic
pornografische\tpornographic
pornografischen\tpornographic
pornographisch\tpornographic
pornographische\tpornographic
kinderpornografie\tchild pornography
kinderpornographie\tchild pornography
kinderporno\tchild pornography
kinderpornos\tchild pornography
kipo\tchild pornography
nackt\tnaked
nackte\tnaked
nackten\tnaked
nackter\tnaked
nacktes\tnaked
nacktbilder\tnudes
nacktfotos\tnudes
nacktbild\tnudes
nacktfoto\tnudes
nacktaufnahmen\tnudes
titten\ttits
möpse\ttits
brüste\tbreasts
brust\tbreasts
muschi\tpussy
fotze\tpussy
möse\tpussy
schwanz\tcock
pimmel\tcock
penis\tcock
arsch\tass
hintern\tass
geil\thorny
geile\thorny
geilen\thorny
geiler\thorny
geiles\thorny
rattig\thorny
erotisch\terotic
erotische\terotic
erotischen\terotic
erotik\terotic
sexuell\tsexual
sexuelle\tsexual
sexuellen\tsexual
sexueller\tsexual
sexuelles\tsexual
intim\tintimate
intime\tintimate
intimen\tintimate
vorspiel\tforeplay
orgasmus\torgasm
orgasmen\torgasm
höhepunkt\torgasm
dreier\tthreesome
nutte\twhore
nutten\twhore
hure\twhore
huren\twhore
schlampe\tslut
schlampen\tslut
flittchen\tslut
prostituierte\tprostitute
prostituierten\tprostitute
bordell\tbrothel
bordelle\tbrothel
puff\tbrothel
zuhälter\tpimp
fetisch\tfetish
fetische\tfetish
einvernehmlich\tconsensual
einvernehmliche\tconsensual
einvernehmlichen\tconsensual
einverständnis\tconsent
einwilligung\tconsent
zustimmung\tconsent
nichteinvernehmlich\tnonconsensual
minderjährig\tunderage
minderjährige\tunderage
minderjährigen\tunderage
minderjähriger\tunderage
schulmädchen\tschoolgirl
pädophil\tpedophile
pädophile\tpedophile
pädophiler\tpedophile
pädophilen\tpedophile
pädo\tpedophile
pädos\tpedophile
kinderschänder\tpedophile
spanner\tpeeping
spannen\tpeeping
spannerfotos\tpeeping
racheporno\trevenge porn
rachepornos\trevenge porn
selbstbefriedigung\tmasturbation
betrug\tfraud
betrügerei\tfraud
betrüger\tscammer
betrügerin\tscammer
abzocke\tscam
masche\tscam
schneeballsystem\tponzi
pyramidensystem\tponzi
geldwäsche\tmoney laundering
steuerhinterziehung\ttax evasion
steuerbetrug\ttax fraud
versicherungsbetrug\tinsurance fraud
wahlbetrug\telection fraud
wahlfälschung\telection fraud
bestechung\tbribery
schmiergeld\tbribe
schmiergelder\tbribe
erpressung\tblackmail
erpressungen\tblackmail
erpresser\tblackmailer
fälschung\tforgery
fälschungen\tforgery
falschgeld\tcounterfeit money
ausweis\tid card
ausweise\tid card
personalausweis\tid card
perso\tid card
reisepass\tpassport
pass\tpassport
kreditkarte\tcredit card
kreditkarten\tcredit card
kartennummer\tcard number
kartennummern\tcard number
kontonummer\taccount number
bankdaten\tbank details
kontodaten\tbank details
zugangsdaten\tcredentials
anmeldedaten\tcredentials
logindaten\tcredentials
passwort\tpassword
kennwort\tpassword
passwörter\tpasswords
kennwörter\tpasswords
identitätsdiebstahl\tidentity theft
identität\tidentity
identitäten\tidentity
schwarzmarkt\tblack market
beute\tloot
diebesgut\tloot
verbrechen\tcrime
straftat\tcrime
straftaten\tcrime
delikt\tcrime
verbrecher\tcriminal
krimineller\tcriminal
kriminell\tcriminal
kriminelle\tcriminal
kriminellen\tcriminal
täter\tperpetrator
täterin\tperpetrator
polizei\tpolice
polizist\tpolice officer
polizistin\tpolice officer
polizisten\tpolice officer
bullen\tcops
bulle\tcops
ermittler\tinvestigators
detektiv\tdetective
kommissar\tdetective
forensik\tforensics
forensisch\tforensic
forensische\tforensic
forensischen\tforensic
beweis\tevidence
beweise\tevidence
beweismittel\tevidence
spur\ttrace
spuren\ttraces
fingerabdrücke\tfingerprints
fingerabdruck\tfingerprints
gericht\tcourt
richter\tjudge
richterin\tjudge
anwalt\tlawyer
anwältin\tlawyer
rechtsanwalt\tlawyer
staatsanwalt\tprosecutor
staatsanwaltschaft\tprosecutor
gefängnis\tprison
knast\tprison
haft\tprison
zelle\tprison
strafe\tpunishment
strafen\tpunishment
bestrafung\tpunishment
strafmaß\tpenalties
geldstrafe\tpenalties
anzeige\tcriminal complaint
strafanzeige\tcriminal complaint
gesetz\tlaw
gesetze\tlaws
legale\tlegal
legalen\tlegal
legaler\tlegal
legales\tlegal
illegale\tillegal
illegalen\tillegal
illegaler\tillegal
illegales\tillegal
strafbar\tillegal
unauffindbar\tuntraceable
unverfolgbar\tuntraceable
spurlos\tuntraceable
anonym\tanonymous
anonyme\tanonymous
anonymen\tanonymous
anonymer\tanonymous
anonymes\tanonymous
schadsoftware\tmalware
schadprogramm\tmalware
schadprogramme\tmalware
schadcode\tmalware
viren\tviruses
trojaner\ttrojan
wurm\tworm
würmer\tworm
erpressungstrojaner\transomware
erpressersoftware\transomware
verschlüsselungstrojaner\transomware
hintertür\tbackdoor
hintertüren\tbackdoor
sicherheitslücke\tvulnerability
sicherheitslücken\tvulnerability
schwachstelle\tvulnerability
schwachstellen\tvulnerability
lücke\tvulnerability
exploits\texploit
zugang\taccess
zugriff\taccess
zugänge\taccess
konto\taccount
konten\taccount
benutzerkonto\taccount
e-mail\temail
mails\temail
e-mails\temails
nachricht\tmessage
nachrichten\tmessages
phishingmail\tphishing email
phishing-mail\tphishing email
phishingmails\tphishing email
webseite\twebsite
webseiten\twebsite
internetseite\twebsite
homepage\twebsite
seite\tpage
seiten\tpage
netzwerk\tnetwork
netzwerke\tnetwork
netz\tnetwork
wlan\twifi
wlans\twifi
überwachungssoftware\tspyware
spionagesoftware\tspyware
spionageapp\tspyware
handy\tphone
handys\tphone
telefon\tphone
telefons\tphone
mobiltelefon\tphone
standort\tlocation
standorte\tlocation
aufenthaltsort\tlocation
ortung\tlocation tracking
quellcode\tsource code
skript\tscript
skripte\tscript
programm\tprogram
programme\tprogram
rechner\tcomputer
datenbank\tdatabase
datenbanken\tdatabase
daten\tdata
datei\tfile
dateien\tfiles
schlüssel\tkey
verschlüsselung\tencryption
botnetz\tbotnet
botnetze\tbotnet
kryptowährung\tcryptocurrency
kryptowährungen\tcryptocurrency
krypto\tcryptocurrency
schlüsselgenerator\tkeygen
sicherheit\tsecurity
schutz\tprotection
überwachungskamera\tsecurity camera
überwachungskameras\tsecurity camera
schritt\tstep
schritte\tsteps
schritten\tsteps
schrittweise\tstep by step
schritt-für-schritt\tstep by step
anleitung\tinstructions
anleitungen\tinstructions
anweisungen\tinstructions
bauanleitung\tinstructions
gebrauchsanweisung\tinstructions
anweisung\tinstruction
tipps\ttips
ratschläge\ttips
tipp\ttip
rat\tadvice
ratschlag\tadvice
beratung\tadvice
hilfe\thelp
weg\tway
wege\tway
möglichkeit\tway
möglichkeiten\tway
weise\tway
art\tway
arten\tway
methode\tmethod
vorgehensweise\tmethod
methoden\tmethods
verfahren\tmethods
liste\tlist
listen\tlist
rezept\trecipe
rezepte\trecipe
kochrezept\trecipe
leitfaden\tguide
handbuch\tguide
ratgeber\tguide
entwurf\tdraft
entwürfe\tdraft
antwort\tanswer
grund\treason
gründe\treason
ziel\tgoal
ziele\tgoal
geheimnis\tsecret
geheimnisse\tsecret
informationen\tinformation
infos\tinformation
einzelheiten\tdetails
regeln\trules
regel\trule
richtlinien\tguidelines
richtlinie\tguidelines
grenzen\tboundaries
grenze\tborder
beschränkungen\trestrictions
einschränkungen\trestrictions
filtern\tfilters
gefahr\tdanger
risiko\trisk
unfall\taccident
warnung\twarning
hinweis\tnote
notiz\tnote
unterschied\tdifference
modus\tmode
entwicklermodus\tdeveloper mode
rolle\trole
rollen\trole
rollenspiel\troleplay
vorherige\tprevious
vorherigen\tprevious
sache\tthing
ding\tthing
sachen\tthings
dinge\tthings
menge\tamount
mengen\tamount
nummer\tnumber
zahl\tnumber
anzahl\tnumber
nummern\tnumbers
teil\tpart
teile\tpart
ende\tend
schluss\tend
leute\tpeople
menschen\tpeople
personen\tpeople
mensch\tperson
mann\tman
männer\tmen
frau\twoman
frauen\twomen
ehemann\thusband
ehefrau\twife
freund\tfriend
kumpel\tfriend
freunde\tfriends
freunden\tfriends
freundin\tgirlfriend
lover\tboyfriend
kerl\tguy
typ\tguy
typen\tguy
mädchen\tgirl
junge\tboy
jungen\tboys
jungs\tboys
kind\tchild
kinder\tchildren
kindern\tchildren
kiddies\tkids
säugling\tbaby
kleinkind\ttoddler
kleinkinder\ttoddler
jugendliche\tteen
jugendlicher\tteen
jugendlichen\tteen
jugend\tyouth
erwachsener\tadult
erwachsene\tadult
erwachsenen\tadult
volljährig\tadult
volljährige\tadult
senioren\telderly
rentner\telderly
ältere\telderly
älteren\telderly
familie\tfamily
familien\tfamily
eltern\tparents
mutter\tmother
mama\tmom
mutti\tmom
vater\tfather
papa\tdad
vati\tdad
sohn\tson
söhne\tsons
tochter\tdaughter
töchter\tdaughters
bruder\tbrother
brüder\tbrothers
schwester\tsister
schwestern\tsisters
oma\tgrandmother
großmutter\tgrandmother
zwilling\ttwin
zwillinge\ttwins
stieftochter\tstepdaughter
stiefsohn\tstepson
stiefvater\tstepfather
exfreund\tex
exfreundin\tex
nachbar\tneighbor
nachbarin\tneighbor
nachbarn\tneighbors
mitbewohner\troommate
mitbewohnerin\troommate
vermieter\tlandlord
chef\tboss
vorgesetzter\tboss
kollege\tcolleague
kollegin\tcolleague
kollegen\tcolleagues
arbeitskollege\tcoworker
angestellter\temployee
angestellte\temployee
angestellten\temployee
personal\tstaff
belegschaft\tstaff
mitarbeiter\tstaff
mitarbeiterin\tstaff
besitzer\towner
eigentümer\towner
inhaber\towner
arzt\tdoctor
ärztin\tdoctor
ärzte\tdoctor
doktor\tdoctor
krankenschwester\tnurse
pfleger\tnurse
therapeut\ttherapist
berater\tcounselor
kinderarzt\tpediatrician
lehrer\tteacher
schüler\tstudent
studenten\tstudents
experte\texpert
fachmann\texpert
experten\texperts
anfänger\trookie
neuling\trookie
entwickler\tdeveloper
assistent\tassistant
behörden\tauthorities
behörde\tauthorities
amt\tauthorities
kandidat\tcandidate
kandidaten\tcandidates
wähler\tvoters
wählerin\tvoters
gegner\tenemy
bösewicht\tvillain
schurke\tvillain
figur\tcharacter
charakter\tcharacter
figuren\tcharacters
charaktere\tcharacters
jude\tjew
jüdin\tjew
juden\tjews
jüdisch\tjewish
jüdische\tjewish
jüdischen\tjewish
jüdischer\tjewish
muslime\tmuslims
moslems\tmuslims
christen\tchristians
araber\tarabs
asiaten\tasians
afrikaner\tafricans
mexikaner\tmexicans
inder\tindians
chinesen\tchinese
chinesisch\tchinese
chinesische\tchinese
zigeuner\tgypsies
ausländer\tforeigners
ausländern\tforeigners
flüchtlinge\trefugees
flüchtlingen\trefugees
asylanten\trefugees
asylbewerber\trefugees
flüchtling\trefugee
einwanderer\timmigrants
migranten\timmigrants
immigranten\timmigrants
zuwanderer\timmigrants
invasoren\tinvaders
eindringlinge\tinvaders
untermensch\tsubhuman
untermenschen\tsubhuman
ungeziefer\tvermin
schädlinge\tvermin
parasiten\tparasites
schmarotzer\tparasites
wilde\tsavages
wilden\tsavages
minderwertig\tinferior
minderwertige\tinferior
minderwertigen\tinferior
minderwertiger\tinferior
rasse\trace
rassen\trace
rassist\tracist
rassisten\tracist
rassistisch\tracist
rassistische\tracist
rassistischen\tracist
rassismus\tracism
neonazi\tnazi
neonazis\tnazi
antisemitisch\tantisemitic
antisemitische\tantisemitic
ethnisch\tethnic
ethnische\tethnic
ethnischen\tethnic
säuberung\tcleansing
hassrede\thate speech
hetze\thate speech
volksverhetzung\thate speech
schwul\tgay
schwule\tgay
schwulen\tgay
lesben\tlesbians
lesbisch\tlesbians
lesbische\tlesbians
behindert\tdisabled
behinderte\tdisabled
behinderten\tdisabled
krüppel\tcripple
neger\tslur
kanake\tslur
kanaken\tslur
schwuchtel\tslur
spast\tslur
spasti\tslur
mongo\tslur
transe\tslur
wahl\telection
wahlen\telections
wahlkreise\tdistricts
bezirke\tdistricts
wahlkreis\tdistrict
bezirk\tdistrict
stimme\tvote
stimmen\tvotes
stimmzettel\tballot
wahlzettel\tballot
briefwahl\tmail-in
wahllokal\tpolling
wahlbeteiligung\tturnout
umfrage\tpoll
umfragen\tpolls
partei\tparty
parteien\tparties
wahlkampf\tcampaign
kampagne\tcampaign
wahlurne\tballot box
zwischenwahlen\tmidterms
vorwahl\tprimary
wählerverzeichnis\tregistrations
fehlinformation\tmisinformation
falschinformationen\tmisinformation
desinformation\tmisinformation
gerücht\trumor
gerüchte\trumors
falschmeldung\tfake news
falschmeldungen\tfake news
wohnung\tapartment
wohnungen\tapartment
zimmer\troom
raum\troom
räume\troom
küche\tkitchen
auto\tcar
autos\tcar
wagen\tcar
pkw\tcar
schule\tschool
schulen\tschool
klasse\tclass
krankenhaus\thospital
klinikum\thospital
klinik\tclinic
apotheke\tpharmacy
notaufnahme\temergency room
stadt\tcity
städte\tcities
ort\ttown
land\tcountry
länder\tcountries
bundesland\tstate
staaten\tstates
landkreis\tcounty
straße\tstreet
bahnhof\tstation
u-bahn\tsubway
ubahn\tsubway
büro\toffice
firma\tcompany
firmen\tcompany
unternehmen\tcompany
geschäft\tbusiness
laden\tshop
supermarkt\tstore
kirche\tchurch
moschee\tmosque
synagoge\tsynagogue
vulkan\tvolcano
welt\tworld
beruf\tjob
platz\tplace
orte\tplace
hochzeit\twedding
feier\tparty
fete\tparty
tag\tday
tage\tdays
tagen\tdays
woche\tweek
wochen\tweeks
wochenende\tweekend
monat\tmonth
monate\tmonths
monaten\tmonths
jahr\tyear
jahre\tyears
jahren\tyears
stunde\thour
stunden\thours
minuten\tminutes
sekunden\tseconds
zeit\ttime
nacht\tnight
nächte\tnights
nachts\tat night
morgens\tin the morning
jährige\tyear-old
jähriger\tyear-old
jährigen\tyear-old
jähriges\tyear-old
kamera\tcamera
kameras\tcameras
foto\tphoto
fotos\tphotos
bild\tpicture
bilder\tpictures
film\tmovie
filme\tmovies
verlinkung\tlink
beitrag\tpost
beiträge\tpost
posting\tpost
post\tmail
geld\tmoney
kohle\tmoney
knete\tmoney
moneten\tmoney
kröten\tmoney
bargeld\tcash
karte\tcard
karten\tcards
steuer\ttax
finanzamt\tirs
geschenk\tgift
geschenke\tgifts
körper\tbody
kopf\thead
gesicht\tface
gesichter\tface
arme\tarms
hände\thands
herz\theart
herzen\theart
gehirn\tbrain
hirn\tbrain
haut\tskin
ader\tvein
vene\tvein
adern\tveins
venen\tveins
arterie\tartery
gewicht\tweight
kalorien\tcalories
krankheit\tdisease
krankheiten\tdisease
krank\tsick
kranke\tsick
kranken\tsick
gesundheit\thealth
gesund\thealthy
gesunde\thealthy
schmerz\tpain
schmerzen\tpain
fieber\tfever
symptome\tsymptoms
notfall\temergency
notfälle\temergency
operation\tsurgery
op\tsurgery
chemotherapie\tchemotherapy
blinddarmentzündung\tappendicitis
zyste\tcyst
epilepsie\tepilepsy
anfall\tseizure
krampfanfall\tseizure
impfung\tvaccine
impfstoff\tvaccine
antibiotikum\tantibiotic
antibiotika\tantibiotics
antidepressiva\tantidepressants
gegengift\tantidote
gegenmittel\tantidote
narkose\tanesthetic
betäubung\tanesthetic
narkosemittel\tanesthetic
schmerzmittel\tpainkiller
beruhigungsmittel\tsedative
lidocain\tlidocaine
verschreibung\tprescription
verordnung\tprescription
schwangerschaft\tpregnancy
schwanger\tpregnant
abtreibung\tabortion
schwangerschaftsabbruch\tabortion
stiche\tstitches
naht\tstitches
erkrankt\tdiseased
lebensmittel\tfood
nahrung\tfood
wasser\twater
kuchen\tcake
torte\tcake
hähnchen\tchicken
huhn\tchicken
hühnchen\tchicken
fisch\tfish
fische\tfish
lachs\tsalmon
forelle\ttrout
truthahn\tturkey
pute\tturkey
ei\tegg
eier\teggs
kartoffel\tpotato
kartoffeln\tpotatoes
kokosnuss\tcoconut
walnuss\twalnut
walnüsse\twalnut
rinderbrust\tbrisket
alkohol\talcohol
betrunken\tdrunk
besoffen\tdrunk
kerze\tcandle
kerzen\tcandles
lagerfeuer\tcampfire
feuer\tfire
brand\tfire
flamme\tflame
flammen\tflame
flasche\tbottle
flaschen\tbottles
dose\tcan
behälter\tcontainer
kiste\tbox
karton\tbox
schachtel\tbox
tüte\tbag
sack\tbag
tasche\tbag
rucksack\tbackpack
koffer\tsuitcase
tier\tanimal
tiere\tanimals
hund\tdog
hunde\tdogs
kaninchen\trabbit
hase\trabbit
vogelhaus\tbirdhouse
vogelhäuschen\tbirdhouse
nistkasten\tbirdhouse
schwein\tpig
schweine\tpigs
hirsch\tdeer
reh\tdeer
rehe\tdeer
ratte\trat
ratten\trats
welpe\tpuppy
welpen\tpuppies
wespe\twasp
wespen\twasps
mücke\tmosquito
stechmücke\tmosquito
mücken\tmosquitoes
blattläuse\taphids
elfenbein\tivory
efeu\tivy
rosen\troses
blumen\tflowers
pflanze\tplant
pflanzen\tplants
schimmel\tmold
schimmelpilz\tmold
unkraut\tgarden weeds
spiel\tgame
videospiel\tvideo game
computerspiel\tvideo game
serie\tseries
serien\tseries
buch\tbook
bücher\tbooks
roman\tnovel
romane\tnovels
geschichte\tstory
geschichten\tstories
vergangenheit\thistory
kapitel\tchapter
szene\tscene
szenen\tscenes
drehbuch\tscreenplay
gedicht\tpoem
gedichte\tpoems
lied\tsong
lieder\tsongs
songtext\tlyrics
liedtext\tlyrics
fantasie\tfantasy
fiktion\tfiction
fiktiv\tfictional
fiktive\tfictional
fiktiven\tfictional
hypothetisch\thypothetical
hypothetische\thypothetical
hypothetischen\thypothetical
schach\tchess
radschlagen\tcartwheel
witz\tjoke
scherz\tjoke
witze\tjokes
spaß\tfun
porträt\tportrait
artikel\tarticle
bericht\treport
neuigkeiten\tnews
debatte\tdebate
diskussion\tdiscussion
giftefeu\tpoison ivy
haus\thouse
häuser\thouse
tür\tdoor
wand\twall
mauer\twall
garten\tgarden
rasen\tlawn
gebäude\tbuilding
menschenmenge\tcrowd
fitnessstudio\tgym
arbeitsplatz\tworkplace
gastgeber\thost
trainer\tcoach
gutachter\tconsultant
kaution\tdeposit
anzahlung\tdeposit
fonds\tfund
versicherung\tinsurance
kredit\tcredit
prozess\tprocess
prozesse\tprocesses
sitzung\tsession
wurzel\troot
abfrage\tquery
notizbuch\tnotebook
sandkasten\tsandbox
projekt\tproject
aufgabe\ttask
probleme\tproblem
idee\tidea
wahrheit\ttruth
beispiel\texample
recherche\tresearch
forschung\tresearch
paket\tpackage
brief\tletter
augenblick\tmoment
abend\tevening
gefährlich\tdangerous
gefährliche\tdangerous
gefährlichen\tdangerous
gefährlicher\tdangerous
gefährliches\tdangerous
gefährlichste\tmost dangerous
gefährlichsten\tmost dangerous
sicher\tsafe
sichere\tsafe
sicheren\tsafe
sicherer\tsafe
sicheres\tsafe
sicherste\tsafest
sichersten\tsafest
gut\tgood
gute\tgood
guten\tgood
guter\tgood
gutes\tgood
besser\tbetter
bessere\tbetter
besseren\tbetter
besserer\tbetter
beste\tbest
besten\tbest
bester\tbest
bestes\tbest
schlecht\tbad
schlechte\tbad
schlechten\tbad
schlechter\tbad
schlechtes\tbad
böse\tevil
bösen\tevil
böser\tevil
böses\tevil
groß\tbig
große\tbig
großen\tbig
großer\tbig
großes\tbig
größte\tbiggest
größten\tbiggest
klein\tsmall
kleine\tsmall
kleinen\tsmall
kleiner\tsmall
kleines\tsmall
schnell\tfast
schnelle\tfast
schnellen\tfast
schneller\tfast
schnelles\tfast
schnellste\tfastest
schnellsten\tfastest
einfach\teasy
einfache\teasy
einfachen\teasy
einfacher\teasy
einfaches\teasy
einfachste\teasiest
einfachsten\teasiest
einfachster\teasiest
leichteste\teasiest
leichtesten\teasiest
einfachere\teasier
leichter\teasier
leicht\teasy
leichte\teasy
leichten\teasy
leichtes\teasy
schwer\thard
schwere\thard
schweren\thard
schwerer\thard
schweres\thard
hart\thard
harte\thard
harten\thard
harter\thard
hartes\thard
neu\tnew
neue\tnew
neuen\tnew
neuer\tnew
neues\tnew
alt\told
alte\told
alten\told
alter\told
altes\told
echte\treal
echten\treal
echter\treal
echtes\treal
falsch\tfalse
falsche\tfalse
falschen\tfalse
falscher\tfalse
falsches\tfalse
heiß\thot
heißer\thot
heißes\thot
kalt\tcold
kalte\tcold
kalten\tcold
kalter\tcold
kaltes\tcold
dunkel\tdark
dunkle\tdark
dunklen\tdark
dunkler\tdark
dunkles\tdark
schwarz\tblack
schwarze\tblack
schwarzen\tblack
schwarzer\tblack
schwarzes\tblack
geheim\tsecret
geheime\tsecret
geheimen\tsecret
geheimer\tsecret
geheimes\tsecret
heimlich\tsecretly
heimliche\tsecretly
heimlichen\tsecretly
heimlicher\tsecretly
heimliches\tsecretly
privat\tprivate
privaten\tprivate
privater\tprivate
privates\tprivate
öffentlich\tpublic
öffentliche\tpublic
öffentlichen\tpublic
öffentlicher\tpublic
öffentliches\tpublic
persönlich\tpersonal
persönliche\tpersonal
persönlichen\tpersonal
persönlicher\tpersonal
persönliches\tpersonal
ganz\twhole
ganze\twhole
ganzen\twhole
ganzer\twhole
ganzes\twhole
genaue\texact
genauen\texact
genauer\texact
genaues\texact
spezifisch\tspecific
spezifische\tspecific
spezifischen\tspecific
spezifischer\tspecific
spezifisches\tspecific
detailliert\tdetailed
detaillierte\tdetailed
detaillierten\tdetailed
detaillierter\tdetailed
detailliertes\tdetailed
ausführlich\tdetailed
ausführliche\tdetailed
ausführlichen\tdetailed
ausführlicher\tdetailed
ausführliches\tdetailed
explizit\texplicit
explizite\texplicit
expliziten\texplicit
expliziter\texplicit
explizites\texplicit
erlaubte\tallowed
erlaubten\tallowed
erlaubter\tallowed
erlaubtes\tallowed
verbotene\tbanned
verbotenen\tbanned
verbotener\tbanned
verbotenes\tbanned
schmutzig\tdirty
schmutzige\tdirty
schmutzigen\tdirty
schmutziger\tdirty
schmutziges\tdirty
dreckig\tdirty
dreckige\tdirty
dreckigen\tdirty
dreckiger\tdirty
dreckiges\tdirty
ekelhaft\tdisgusting
ekelhafte\tdisgusting
ekelhaften\tdisgusting
ekelhafter\tdisgusting
ekelhaftes\tdisgusting
versaut\tfilthy
versaute\tfilthy
versauten\tfilthy
versauter\tfilthy
versautes\tfilthy
pervers\tperverted
perverse\tperverted
perversen\tperverted
perverser\tperverted
perverses\tperverted
bewusstlos\tunconscious
bewusstlose\tunconscious
bewusstlosen\tunconscious
bewusstloser\tunconscious
bewusstloses\tunconscious
verletzte\tinjured
verletzten\tinjured
verletzter\tinjured
verletztes\tinjured
blutig\tbloody
blutige\tbloody
blutigen\tbloody
blutiger\tbloody
blutiges\tbloody
grausam\tcruel
grausame\tcruel
grausamen\tcruel
grausamer\tcruel
grausames\tcruel
gewalttätig\tviolent
gewalttätige\tviolent
gewalttätigen\tviolent
gewalttätiger\tviolent
gewalttätiges\tviolent
tödlich\tdeadly
tödliche\tdeadly
tödlichen\tdeadly
tödlicher\tdeadly
tödliches\tdeadly
giftig\tpoisonous
giftige\tpoisonous
giftigen\tpoisonous
giftiger\tpoisonous
giftiges\tpoisonous
explosiv\texplosive
explosiven\texplosive
explosiver\texplosive
explosives\texplosive
schmerzhaft\tpainful
schmerzhafte\tpainful
schmerzhaften\tpainful
schmerzhafter\tpainful
schmerzhaftes\tpainful
effektiv\teffective
effektive\teffective
effektiven\teffective
effektiver\teffective
effektives\teffective
effektivste\tmost effective
effektivsten\tmost effective
billig\tcheap
billige\tcheap
billigen\tcheap
billiger\tcheap
billiges\tcheap
kostenlos\tfree
kostenlose\tfree
kostenlosen\tfree
kostenloser\tfree
kostenloses\tfree
frei\tfree
freie\tfree
freien\tfree
freier\tfree
freies\tfree
unauffällig\tunnoticed
unauffällige\tunnoticed
unauffälligen\tunnoticed
unauffälliger\tunnoticed
unauffälliges\tunnoticed
unbemerkt\tunnoticed
unbemerkte\tunnoticed
unbemerkten\tunnoticed
unbemerkter\tunnoticed
unbemerktes\tunnoticed
unentdeckt\tundetected
unentdeckte\tundetected
unentdeckten\tundetected
unentdeckter\tundetected
unentdecktes\tundetected
leise\tquiet
leisen\tquiet
leiser\tquiet
leises\tquiet
anders\tdifferent
gefälschte\tfake
gefälschten\tfake
gefälschter\tfake
gefälschtes\tfake
gestohlene\tstolen
gestohlenen\tstolen
gestohlener\tstolen
gestohlenes\tstolen
geklaute\tstolen
geklauten\tstolen
geklauter\tstolen
geklautes\tstolen
versteckte\thidden
versteckten\thidden
versteckter\thidden
verstecktes\thidden
unverfolgbare\tuntraceable
unverfolgbaren\tuntraceable
unverfolgbarer\tuntraceable
unverfolgbares\tuntraceable
gehackte\thacked
gehackten\thacked
gehackter\thacked
gehacktes\thacked
gecrackt\tcracked
gecrackte\tcracked
gecrackten\tcracked
gecrackter\tcracked
gecracktes\tcracked
raubkopierte\tpirated
raubkopierten\tpirated
raubkopierter\tpirated
raubkopiertes\tpirated
minderjähriges\tunderage
depressiven\tdepressed
depressiver\tdepressed
depressives\tdepressed
suizidalen\tsuicidal
suizidaler\tsuicidal
suizidales\tsuicidal
betrunkene\tdrunk
betrunkenen\tdrunk
betrunkener\tdrunk
betrunkenes\tdrunk
bekifft\thigh
bekiffte\thigh
bekifften\thigh
bekiffter\thigh
bekifftes\thigh
süchtige\taddicted
süchtigen\taddicted
süchtiger\taddicted
süchtiges\taddicted
überzeugend\tconvincing
überzeugende\tconvincing
überzeugenden\tconvincing
überzeugender\tconvincing
überzeugendes\tconvincing
hohe\thigh
hohen\thigh
hoher\thigh
hohes\thigh
los\toff
weiter\tfurther
weitere\tfurther
weiteren\tfurther
nieder\tdown
kaputt\tbroken
kaputte\tbroken
kaputten\tbroken
her\there
hin\tthere
eins\tone
zwei\ttwo
drei\tthree
vier\tfour
fünf\tfive
sechs\tsix
sieben\tseven
acht\teight
neun\tnine
zehn\tten
zwölf\ttwelve
zwanzig\ttwenty
hundert\thundred
tausend\tthousand
zweite\tsecond
zweiten\tsecond
zweiter\tsecond
zweites\tsecond
dritte\tthird
dritten\tthird
dritter\tthird
drittes\tthird
hälfte\thalf
halb\thalf
halbe\thalf
doppelt\tdouble
doppelte\tdouble
paar\tcouple
ehepaar\tcouple
zwölfjährige\ttwelve year-old
zwölfjähriger\ttwelve year-old
zwölfjährigen\ttwelve year-old
dreizehnjährige\tthirteen year-old
dreizehnjähriger\tthirteen year-old
dreizehnjährigen\tthirteen year-old
vierzehnjährige\tfourteen year-old
vierzehnjähriger\tfourteen year-old
vierzehnjährigen\tfourteen year-old
vorpubertär\tpreteen
vorpubertäre\tpreteen
vorpubertären\tpreteen
präpubertär\tpreteen
teenie\tteen
teenies\tteen
scheiße\tshit
scheisse\tshit
scheiß\tshit
scheiss\tshit
kacke\tshit
mist\tshit
verdammt\tdamn
verdammte\tdamn
verdammten\tdamn
verfickte\tfucking
verfickten\tfucking
arschloch\tasshole
arschlöcher\tasshole
hurensohn\tson of a bitch
hurensöhne\tson of a bitch
vollidiot\tidiot
depp\tidiot
trottel\tidiot
abschaum\tscum
gesindel\tscum
dreckspack\tscum
pack\tscum
bock\twant
lust\twant
plattmachen\tdestroy
plattgemacht\tdestroy
fertigmachen\tdestroy
fertiggemacht\tdestroy
aufmischen\tbeat
aufgemischt\tbeat
zusammentreten\tbeat
zusammengetreten\tbeat
verkloppen\tbeat
verkloppt\tbeat
vermöbeln\tbeat
vermöbelt\tbeat
klatschen\tbeat
ausknipsen\tkill
ausgeknipst\tkill
wegmachen\tkill
weggemacht\tkill
wegballern\tkill
steinigen\tstone
gesteinigt\tstone
steinigung\tstoning
aufschlitzen\tslit
aufgeschlitzt\tslit
schlitzen\tslit
erschlagen\tbludgeon
erschlägt\tbludgeon
erschlug\tbludgeon
totschlagen\tbludgeon
totgeschlagen\tbludgeon
knüppeln\tbludgeon
mordwaffe\tmurder weapon
tatwaffe\tmurder weapon
tatort\tcrime scene
tatorts\tcrime scene
selbstmordmethoden\tsuicide methods
suizidmethoden\tsuicide methods
selbstmordmethode\tsuicide methods
suizidmethode\tsuicide methods
tötungsmethode\tkilling method
tötungsmethoden\tkilling method
mordmethode\tkilling method
mordmethoden\tkilling method
todeswunsch\tdeath wish
sterbewunsch\tdeath wish
sterbehilfe\teuthanasia
aufknüpfen\thang
aufgeknüpft\thang
ritzer\tcutter
massenmord\tmass murder
massenmorde\tmass murder
massenmörder\tmass murderer
serienmörder\tserial killer
serienkiller\tserial killer
schulschießerei\tschool shooting
schulmassaker\tschool shooting
schulamok\tschool shooting
amok\trampage
hinrichtung\texecution
hinrichtungen\texecution
todesstrafe\tdeath penalty
enthauptung\tbeheading
waffenbau\tweapon making
waffenherstellung\tweapon making
waffenhandel\tarms trafficking
waffenschmuggel\tarms trafficking
menschenhandel\thuman trafficking
kindesentführung\tchild abduction
sprengstoffherstellung\texplosive making
drogenherstellung\tdrug manufacturing
hassverbrechen\thate crime
terrorzelle\tterror cell
terrorzellen\tterror cell
dschihad\tjihad
dschihadist\tjihadist
dschihadisten\tjihadist
islamisten\tislamists
anschlagsplan\tattack plan
anschlagspläne\tattack plan
armbrust\tcrossbow
pfefferspray\tpepper spray
elektroschocker\ttaser
feuerwerk\tfireworks
feuerwerks\tfireworks
feuerwerkskörper\tfireworks
böller\tfireworks
polenböller\tfireworks
kugelbombe\tfireworks
silvesterböller\tfireworks
splitter\tshrapnel
granatsplitter\tshrapnel
schrapnell\tshrapnel
autodiebstahl\tcar theft
autoraub\tcarjack
raubzug\theist
coup\theist
tresor\tsafe
tresore\tsafe
dietrich\tlockpick
dietriche\tlockpick
lockpicking\tlockpick
schlossknacken\tlockpick
geldautomat\tatm
geldautomaten\tatm
bankautomat\tatm
skimmen\tskimming
ladendieb\tshoplifter
ladendiebe\tshoplifter
steueroase\toffshore
steueroasen\toffshore
briefkastenfirma\tshell company
scheinfirma\tshell company
geldesel\tmoney mule
finanzagent\tmoney mule
säure\tacid
säuren\tacid
salzsäure\thydrochloric acid
schwefelsäure\tsulfuric acid
natronlauge\tlye
lauge\tlye
bleiche\tbleach
bleichmittel\tbleach
chlorbleiche\tbleach
ammoniak\tammonia
aceton\tacetone
rattengift\trat poison
arsen\tarsenic
zyankali\tcyanide
cyanid\tcyanide
blausäure\tcyanide
tollkirsche\tbelladonna
giftpilz\tpoisonous mushroom
giftpilze\tpoisonous mushroom
giftpflanze\tpoisonous plant
giftpflanzen\tpoisonous plant
schlangengift\tvenom
kohlenmonoxid\tcarbon monoxide
benzin\tgas
sprit\tgas
pappe\tacid
pappen\tacid
keta\tketamine
tilidin\ttilidine
tili\ttilidine
codein\tcodeine
codeinsaft\tcodeine
koksen\tsnort
eimer\tbong
verticken\tsell
vertickt\tsell
vertickern\tsell
strecken\tcut
streckt\tcut
gestreckt\tcut
anbau\tgrowing
drogenrezept\tdrug recipe
methrezept\tdrug recipe
nageln\tfuck
genagelt\tfuck
sperma\tcum
abspritzen\tcum
abgespritzt\tcum
sexchat\tsex chat
sexvideo\tsex video
sexvideos\tsex video
kindersex\tchild sex
sexualstraftäter\tsex offender
sexualverbrechen\tsex crime
sexualstraftat\tsex crime
sexgeschichte\tsex story
sexgeschichten\tsex story
erotikgeschichte\tsex story
vergewaltigungsfantasie\trape fantasy
dusche\tshower
toilette\ttoilet
klo\ttoilet
rock\tskirt
hakenkreuz\tswastika
hakenkreuze\tswastika
hitlergruß\tnazi salute
umvolkung\tgreat replacement
bevölkerungsaustausch\tgreat replacement
überfremdung\tgreat replacement
köter\tmongrel
mischling\tmongrel
säuberungen\tpurge
sklaverei\tslavery
sklave\tslave
sklavin\tslave
sklaven\tslaves
wahlmanipulation\telection rigging
wahlbezirk\tprecinct
revier\tprecinct
auszählung\tcount
stimmauszählung\tcount
briefwähler\tabsentee
briefwählerin\tabsentee
wählerunterdrückung\tvoter suppression
nutzlast\tpayload
maschinen\tmachines
spiegel\tmirror
sozialversicherungsnummer\tssn
steuernummer\tssn
steuer-id\tssn
adresse\taddress
anschrift\taddress
wohnadresse\thome address
privatadresse\thome address
heimadresse\thome address
telefonnummer\tphone number
handynummer\tphone number
wort\tword
wortes\tword
wörter\twords
worte\twords
wörtlich\tverbatim
wortwörtlich\tverbatim
zeile\tline
linie\tline
zeilen\tlines
zeichen\tsign
schild\tsign
werkzeug\ttool
werkzeuge\ttools
luft\tair
fall\tcase
fälle\tcases
dienst\tservice
dienstleistung\tservice
dienste\tservices
dienstleistungen\tservices
vorwürfe\tallegations
anschuldigungen\tallegations
prüfung\ttest
prüfungen\ttest
führerschein\tdriver's license
vorsichtig\tcarefully
sorgfältig\tcarefully
nahe\tnear
nähe\tnear
je\tever
jemals\tever
geheimdienst\tsecret service
spion\tspy
spionin\tspy
behauptungen\tclaims
behauptung\tclaim
buchprüfung\taudit
betriebsprüfung\taudit
ballon\tballoon
luftballon\tballoon
klonen\tclone
klon\tclone
abstürze\tcrashes
absturz\tcrashes
duplikate\tduplicates
imitat\tknockoff
nachahmung\tknockoff
lizenz\tlicense
lizenzierung\tlicensing
bergbau\tmining
schürfen\tmining
bezahlschranke\tpaywall
pirat\tpirate
piraten\tpirate
verschwörung\tplot
komplott\tplot
handlung\tplot
prävention\tprevention
vorbeugung\tprevention
lebenslauf\tresume
strecke\troute
schreddern\tshred
synthese\tsynthesis
fackel\ttorch
vertrag\ttreaty
verträge\ttreaties
haufen\tlot
gerecht\tfair
zwingen\tforce
zwinge\tforce
zwingt\tforce
gezwungen\tforce
vorderseite\tfront
bewertung\treview
rezension\treview
handeln\tact
handelt\tact
fleck\tspot
brett\tboard
vorstand\tboard
mittel\tmeans
sendung\tshows
respektvoll\trespectfully
gepatcht\tpatched
debuggen\tdebug
entartet\tdegenerate
degeneriert\tdegenerate
ruandisch\trwandan
verliese\tdungeons
dampfend\tsteamy
pornös\tx-rated
agentin\tagent
druck\tpressure
umgebung\tenvironment
umwelt\tenvironment
hintergrund\tbackground
haushalt\thousehold
verein\tclub
wert\tworth
vorbereitung\tpreparation
zubereitung\tpreparation
vorschuss\tadvance
punkt\tpoint
faden\tthread
instanz\tinstance
knoten\tnode
wahlrechtlich\telectoral
ergebnis\tresult
betrügst\tcheat
begehst\tcommit
begingen\tcommit
begeh\tcommit
umbringst\tkill
umbrachte\tkill
umbrachten\tkill
angreife\tattack
angreifst\tattack
angreift\tattack
angriffen\tattack
erschlage\tbeat to death
erschlägst\tbeat to death
erschlugen\tbeat to death
erschlag\tbeat to death
zusammenschlage\tbeat up
zusammenschlägst\tbeat up
zusammenschlägt\tbeat up
zusammenschlug\tbeat up
zusammenschlugen\tbeat up
zusammenzuschlagen\tbeat up
erstichst\tstab
erstecht\tstab
erstachen\tstab
erstich\tstab
bestichst\tbribe
bestecht\tbribe
bestachen\tbribe
bestich\tbribe
einbreche\tbreak in
einbrichst\tbreak in
einbrecht\tbreak in
einbrach\tbreak in
einbrachen\tbreak in
runterlade\tdownload
runterlädst\tdownload
runterlädt\tdownload
runterladet\tdownload
runterlud\tdownload
runterluden\tdownload
runtergeladen\tdownload
runterzuladen\tdownload
überfahren\trun over
überfahre\trun over
überfährst\trun over
überfährt\trun over
überfuhr\trun over
überfuhren\trun over
überfahr\trun over
überfällst\tattack
überfielen\tattack
verbrenne\tburn
verbrennst\tburn
verbrannte\tburn
verbrannten\tburn
verbrenn\tburn
abschiebe\tdeport
abschiebst\tdeport
abschiebt\tdeport
abschob\tdeport
abschoben\tdeport
vergräbst\tbury
vergruben\tbury
vergrab\tbury
verkaufst\tsell
verkauften\tsell
verkauf\tsell
tötest\tkill
töteten\tkill
ermordest\tmurder
ermordeten\tmurder
hackst\thack
hackten\thack
klaust\tsteal
klauten\tsteal
fälschst\tfake
fälschten\tfake
leake\tleak
leakst\tleak
leakt\tleak
leakte\tleak
leakten\tleak
entführst\tkidnap
entführten\tkidnap
entführ\tkidnap
schmuggelst\tsmuggle
schmuggelten\tsmuggle
schmuggel\tsmuggle
sprengst\tblow up
sprengten\tblow up
spreng\tblow up
vergiftest\tpoison
vergifteten\tpoison
versteckst\thide
verletze\thurt
verletz\thurt
betäubst\tdrug
betäubten\tdrug
betäub\tdrug
vergewaltigst\trape
vergewaltigten\trape
vergewaltig\trape
missbrauchst\tabuse
missbrauchten\tabuse
verbreite\tspread
verbreitest\tspread
verbreitete\tspread
verbreiteten\tspread
raubkopiere\tpirate
raubkopierst\tpirate
raubkopier\tpirate
manipulierst\tmanipulate
manipulierten\tmanipulate
manipulier\tmanipulate
herstelle\tmake
herstellst\tmake
herstellt\tmake
herstellte\tmake
herstellten\tmake
beleidigst\tinsult
beleidigten\tinsult
beleidig\tinsult
beschädige\tdamage
beschädigst\tdamage
beschädigte\tdamage
beschädigten\tdamage
beschädig\tdamage
zerstörst\tdestroy
zerstörten\tdestroy
zerstör\tdestroy
folterst\ttorture
folterten\ttorture
erwürgst\tstrangle
erwürgten\tstrangle
erwürg\tstrangle
erdrossle\tstrangle
erdrosselst\tstrangle
erdrosselte\tstrangle
erdrosselten\tstrangle
erdrossel\tstrangle
erstickst\tsuffocate
erstickten\tsuffocate
erstick\tsuffocate
ertränkst\tdrown
ertränkten\tdrown
abschlachte\tslaughter
abschlachtest\tslaughter
abschlachtet\tslaughter
abschlachtete\tslaughter
abschlachteten\tslaughter
schlachtest\tslaughter
schlachtete\tslaughter
schlachteten\tslaughter
verstümmle\tmutilate
verstümmelst\tmutilate
verstümmelten\tmutilate
verstümmel\tmutilate
anzünde\tset fire
anzündest\tset fire
anzündet\tset fire
anzündete\tset fire
anzündeten\tset fire
verprügle\tbeat up
verprügelst\tbeat up
verprügelte\tbeat up
verprügelten\tbeat up
verprügel\tbeat up
kidnappe\tkidnap
kidnappst\tkidnap
kidnappte\tkidnap
kidnappten\tkidnap
kidnapp\tkidnap
einsperren\tlock up
einsperre\tlock up
einsperrst\tlock up
einsperrt\tlock up
einsperrte\tlock up
einsperrten\tlock up
eingesperrt\tlock up
einzusperren\tlock up
fesseln\ttie up
fessle\ttie up
fesselst\ttie up
fesselt\ttie up
fesselte\ttie up
fesselten\ttie up
gefesselt\ttie up
fessel\ttie up
knebeln\tgag
kneble\tgag
knebelst\tgag
knebelt\tgag
knebelte\tgag
knebelten\tgag
geknebelt\tgag
knebel\tgag
erpressten\tblackmail
erpress\tblackmail
ausraube\trob
ausraubst\trob
ausraubt\trob
ausraubte\trob
ausraubten\trob
mobbst\tbully
mobbte\tbully
mobbten\tbully
mobb\tbully
belästigst\tharass
belästigten\tharass
belästig\tharass
verfolge\tstalk
verfolgst\tstalk
verfolgte\tstalk
verfolgten\tstalk
verfolg\tstalk
ausspioniere\tspy on
ausspionierst\tspy on
ausspionierte\tspy on
ausspionierten\tspy on
ausspähe\tspy on
ausspähst\tspy on
ausspäht\tspy on
ausspähte\tspy on
ausspähten\tspy on
auszuspähen\tspy on
doxxe\tdox
doxxt\tdox
doxxte\tdox
doxxten\tdox
bloßstellst\texpose
bloßstellt\texpose
bloßstellte\texpose
bloßstellten\texpose
radikalisiere\tradicalize
radikalisierst\tradicalize
radikalisierte\tradicalize
radikalisierten\tradicalize
radikalisier\tradicalize
diskriminiere\tdiscriminate
diskriminierst\tdiscriminate
diskriminierte\tdiscriminate
diskriminierten\tdiscriminate
diskriminier\tdiscriminate
synthetisierst\tsynthesize
synthetisierten\tsynthesize
synthetisier\tsynthesize
veruntreue\tembezzle
veruntreust\tembezzle
veruntreute\tembezzle
veruntreuten\tembezzle
veruntreu\tembezzle
abzockst\trip off
abzockt\trip off
abzockte\trip off
abzockten\trip off
täuschst\tdeceive
täuschte\tdeceive
täuschten\tdeceive
täusch\tdeceive
vortäusche\tfake
vortäuschst\tfake
vortäuscht\tfake
vortäuschte\tfake
vortäuschten\tfake
vorgetäuscht\tfake
vorzutäuschen\tfake
klone\tclone
klonst\tclone
klont\tclone
klonte\tclone
klonten\tclone
geklont\tclone
knacke\tcrack
knackst\tcrack
knackte\tcrack
knackten\tcrack
knack\tcrack
cracken\tcrack
cracke\tcrack
crackst\tcrack
crackt\tcrack
crackte\tcrack
crackten\tcrack
verschlüsselst\tencrypt
verschlüssel\tencrypt
entschlüsseln\tdecrypt
entschlüssle\tdecrypt
entschlüsselst\tdecrypt
entschlüsselt\tdecrypt
entschlüsselte\tdecrypt
entschlüsselten\tdecrypt
entschlüssel\tdecrypt
deaktivieren\tdisable
deaktiviere\tdisable
deaktivierst\tdisable
deaktiviert\tdisable
deaktivierte\tdisable
deaktivierten\tdisable
deaktivier\tdisable
ausschalte\tswitch off
ausschaltest\tswitch off
ausschaltet\tswitch off
ausschaltete\tswitch off
ausschalteten\tswitch off
ausgeschaltet\tswitch off
auszuschalten\tswitch off
lösche\tdelete
löschst\tdelete
löschte\tdelete
löschten\tdelete
lösch\tdelete
anklagst\tcharge
anklagt\tcharge
anklagte\tcharge
anklagten\tcharge
anzuklagen\tcharge
verhaftest\tarrest
verhafteten\tarrest
beeinflussen\tinfluence
beeinflusse\tinfluence
beeinflusst\tinfluence
beeinflusste\tinfluence
beeinflussten\tinfluence
beeinfluss\tinfluence
bombardieren\tbomb
bombardiere\tbomb
bombardierst\tbomb
bombardiert\tbomb
bombardierte\tbomb
bombardierten\tbomb
bombardier\tbomb
abfeuern\tfire
abfeuere\tfire
abfeuerst\tfire
abfeuert\tfire
abfeuerte\tfire
abfeuerten\tfire
abgefeuert\tfire
abzufeuern\tfire
verseuche\tcontaminate
verseuchst\tcontaminate
verseucht\tcontaminate
verseuchte\tcontaminate
verseuchten\tcontaminate
verseuch\tcontaminate
kontaminiere\tcontaminate
kontaminierst\tcontaminate
kontaminiert\tcontaminate
kontaminierte\tcontaminate
kontaminierten\tcontaminate
kontaminier\tcontaminate
bewaffnest\tarm
bewaffnete\tarm
bewaffneten\tarm
bestrafst\tpunish
bestraften\tpunish
bestraf\tpunish
berührst\ttouch
berührte\ttouch
berührten\ttouch
anfasse\ttouch
anfasst\ttouch
anfasste\ttouch
anfassten\ttouch
anzufassen\ttouch
verführst\tseduce
verführten\tseduce
verführ\tseduce
veröffentlichst\tpublish
veröffentlichte\tpublish
veröffentlichten\tpublish
beseitigst\tget rid
beseitigte\tget rid
beseitigten\tget rid
entsorgst\tdispose
entsorgten\tdispose
erwischst\tcatch
erwischte\tcatch
erwischten\tcatch
erwisch\tcatch
beschimpfst\tinsult
beschimpfte\tinsult
beschimpften\tinsult
erstellst\tcreate
erstellte\tcreate
erstellten\tcreate
sabotierst\tsabotage
sabotierten\tsabotage
sabotier\tsabotage
demoliere\twreck
demolierst\twreck
demoliert\twreck
demolierte\twreck
demolierten\twreck
demolier\twreck
messerstich\tstab
messerstiche\tstab
stichwunde\tstab wound
stichwunden\tstab wound
schusswunde\tgunshot wound
schusswunden\tgunshot wound
schuss\tshot
schüsse\tshot
kopfschuss\theadshot
scharfschütze\tsniper
sniper\tsniper
scharfschützengewehr\tsniper rifle
jagdgewehr\thunting rifle
revolver\trevolver
glock\tglock
kalaschnikow\tak-47
halbautomatik\tsemi-automatic
halbautomatisch\tsemi-automatic
halbautomatische\tsemi-automatic
vollautomatisch\tautomatic
vollautomatische\tautomatic
waffenteile\tgun parts
verschluss\tbolt
kaliber\tcaliber
schrot\tbuckshot
hülse\tcasing
hülsen\tcasing
waffenhändler\tarms dealer
waffenlager\tweapons cache
waffengesetz\tgun law
waffenrecht\tgun law
schießstand\tshooting range
schießübung\tshooting practice
armbrüste\tcrossbows
bogen\tbow
pfeil\tarrow
pfeile\tarrow
speer\tspear
machete\tmachete
kampfmesser\tcombat knife
jagdmesser\thunting knife
klappmessern\tknives
messern\tknives
schlagstock\tbaton
teleskopschlagstock\tbaton
taser\ttaser
elektroschock\telectroshock
garotte\tgarrote
würgeschlinge\tgarrote
henkersknoten\thangman's knot
strangulation\tstrangulation
erwürgung\tstrangling
gewaltfantasie\tviolent fantasy
gewaltfantasien\tviolent fantasy
gewaltvideo\tviolent video
gewaltvideos\tviolent video
morddrohung\tdeath threat
morddrohungen\tdeath threat
drohung\tthreat
drohungen\tthreat
drohbrief\tthreatening letter
drohbriefe\tthreatening letter
drohanruf\tthreatening call
bedrohung\tthreat
bedrohungen\tthreat
angreifer\tattacker
angreiferin\tattacker
leichnam\tcorpse
leichenteile\tbody parts
blutspuren\tblood traces
blutlache\tpool of blood
tatverdächtige\tsuspect
tatverdächtiger\tsuspect
verdächtige\tsuspect
verdächtiger\tsuspect
verdacht\tsuspicion
alibi\talibi
zeuge\twitness
zeugin\twitness
zeugen\twitness
aussage\tstatement
aussagen\tstatement
geständnis\tconfession
spurensicherung\tforensics
obduktion\tautopsy
autopsie\tautopsy
gerichtsmedizin\tforensic medicine
rechtsmedizin\tforensic medicine
mordfall\tmurder case
kriminalfall\tcriminal case
giftmörder\tpoisoner
kopfgeld\tbounty
auftragsmord\tcontract killing
blutrache\tblood feud
ehrenmord\thonor killing
femizid\tfemicide
kriegsverbrechen\twar crime
folterer\ttorturer
foltermethoden\ttorture method
foltermethode\ttorture method
geiselnehmer\thostage taker
menschenhändler\ttrafficker
schleuser\tsmuggler
schlepper\tsmuggler
schmuggler\tsmuggler
schmugglerin\tsmuggler
zwangsarbeit\tforced labor
zwangsprostitution\tforced prostitution
zwangsheirat\tforced marriage
sexsklaverei\tsex slavery
kinderarbeit\tchild labor
organhandel\torgan trafficking
anschlagsziel\tattack target
anschlagsziele\tattack target
zielperson\ttarget
zielpersonen\ttarget
sprengstoffanschlag\tbomb attack
selbstmordanschlag\tsuicide attack
selbstmordattentat\tsuicide attack
selbstmordattentäter\tsuicide bomber
märtyrer\tmartyr
manifest\tmanifesto
bekennerschreiben\tclaim of responsibility
radikalisierung\tradicalization
anwerbung\trecruitment
rekrutierung\trecruitment
terrororganisation\tterrorist group
terrormiliz\tterrorist group
isis\tisis
al-qaida\tal-qaeda
hamas\thamas
hisbollah\thezbollah
taliban\ttaliban
reichsbürger\tsovereign citizen
ns\tnazi
holocaustleugnung\tholocaust denial
arier\taryan
arisch\taryan
arische\taryan
arischen\taryan
reinheit\tpurity
volksgemeinschaft\tnational community
rassenkrieg\trace war
rassenlehre\trace theory
herrenrasse\tmaster race
weiße\twhite
weißen\twhite
weißer\twhite
farbige\tcolored
farbigen\tcolored
hetzartikel\tsmear article
hetzkampagne\tsmear campaign
hetzer\tagitator
hetzrede\thate speech
beleidigung\tinsult
beleidigungen\tinsult
beschimpfung\tabuse
beschimpfungen\tabuse
schimpfwort\tslur
schimpfwörter\tslur
diskriminierung\tdiscrimination
vorurteil\tprejudice
vorurteile\tprejudice
stereotyp\tstereotype
feindbild\tenemy image
menschenfeindlich\tmisanthropic
menschenfeindliche\tmisanthropic
frauenfeindlich\tmisogynist
frauenfeindliche\tmisogynist
homophob\thomophobic
homophobe\thomophobic
homophobie\thomophobic
transphob\ttransphobic
transfeindlich\ttransphobic
islamfeindlich\tislamophobic
islamophob\tislamophobic
antisemitismus\tantisemitism
antisemit\tantisemitism
antisemiten\tantisemitism
judenhass\tantisemitism
ableismus\tableism
sexismus\tsexism
sexistisch\tsexism
sexistische\tsexism
queer\tqueer
queere\tqueer
transfrau\ttrans
transmann\ttrans
schwarzafrikaner\tblack african
kopftuchmädchen\theadscarf girl
messermänner\tknife men
selbstverletzendes\tself-harm
schnittwunden\tcuts
narbenbildung\tscarring
suizidversuch\tsuicide attempt
selbstmordversuch\tsuicide attempt
suizidgedanke\tsuicidal thought
lebensmüdigkeit\tsuicidality
todessehnsucht\tdeath wish
hochhaus\thigh-rise
parkdeck\tparking deck
geländer\trailing
klippe\tcliff
abschiedsnachricht\tgoodbye message
untergewicht\tunderweight
abnehmtipps\tweight loss tips
kalorienzählen\tcalorie counting
thinspiration\tthinspo
abführmittel\tlaxative
abführmitteln\tlaxatives
appetitzügler\tappetite suppressant
ecstasy-pillen\tecstasy pills
valium\tvalium
poppers\tpoppers
spice\tspice
kräutermischung\tsynthetic weed
bong\tbong
blunt\tblunt
gramm\tgram
kilo\tkilo
unze\tounce
unzen\tounce
päckchen\tbag
spritzbesteck\tneedle kit
drogenkonsum\tdrug use
drogensucht\tdrug addiction
drogenabhängig\tdrug addict
drogenabhängige\tdrug addict
junkie\tjunkie
junkies\tjunkie
kurier\tcourier
drogenkurier\tdrug mule
bodypacker\tdrug mule
drogengeld\tdrug money
stoffwechsel\tmetabolism
rezeptfälschung\tprescription forgery
folgerezept\trepeat prescription
betäubungsmittelgesetz\tnarcotics law
btm\tnarcotics law
vorläuferchemikalie\tprecursor
laborausrüstung\tlab equipment
reagenz\treagent
reagenzien\treagent
lösungsmittel\tsolvent
rotphosphor\tred phosphorus
jod\tiodine
kristalle\tcrystals
betrugsmasche\tscam
betrugsmaschen\tscam
enkeltrick\tgrandparent scam
schockanruf\tscam call
callcenterbetrug\tcall center scam
vorschussbetrug\tadvance fee fraud
liebesbetrug\tromance scam
romance-scam\tromance scam
anlagebetrug\tinvestment fraud
kreditkartenbetrug\tcredit card fraud
scheckbetrug\tcheck fraud
abrechnungsbetrug\tbilling fraud
subventionsbetrug\tsubsidy fraud
sozialbetrug\tbenefit fraud
urkundenfälschung\tforgery
dokumentenfälschung\tforgery
plagiat\tplagiarism
plagiate\tplagiarism
schummeln\tcheating
spickzettel\tcheat sheet
insiderhandel\tinsider trading
marktmanipulation\tmarket manipulation
bilanzfälschung\taccounting fraud
untreue\tembezzlement
veruntreuung\tembezzlement
korruption\tcorruption
bestechungsgeld\tbribe
bestechungsgelder\tbribe
vetternwirtschaft\tnepotism
schwarzarbeit\tundeclared work
schwarzgeld\tblack money
briefkastenfirmen\tshell company
kryptobörse\tcrypto exchange
pyramidenspiel\tpyramid scheme
glücksspiel\tgambling
wettbetrug\tmatch fixing
hehler\tfence
hehlerei\tfence
diebesbande\tgang of thieves
banden\tgang
gangs\tgang
clan\tclan
clans\tclan
organisierte\torganized
kriminalität\tcrime
taschendiebstähle\tpickpocketing
handtaschenraub\tpurse snatching
raub\trobbery
räuber\trobber
tankbetrug\tgas theft
schwarzfahren\tfare dodging
vandalismus\tvandalism
sachbeschädigung\tproperty damage
graffiti\tgraffiti
hausfriedensbruch\ttrespassing
einbruchswerkzeug\tburglary tool
brecheisen\tcrowbar
brechstange\tcrowbar
nachschlüssel\tduplicate key
schlüsseldienst\tlocksmith
alarmanlage\talarm system
alarmanlagen\talarm system
wegfahrsperre\timmobilizer
aktivierungssperre\tactivation lock
ortungsdienst\ttracking service
fluchtweg\tescape route
flucht\tescape
fluchtwagen\tgetaway car
tarnung\tdisguise
perücke\twig
überwachungsvideo\tsurveillance video
fahndung\tmanhunt
haftbefehl\tarrest warrant
durchsuchungsbefehl\tsearch warrant
vorstrafe\tcriminal record
vorstrafen\tcriminal record
bewährung\tprobation
urteil\tverdict
urteile\tverdict
anklage\tindictment
verteidiger\tdefense lawyer
rechtsanwältin\tlawyer
anwälte\tlawyers
gerichtsverfahren\tlawsuit
klage\tlawsuit
klagen\tlawsuit
schadensersatz\tdamages
zivilrecht\tlaw
strafrecht\tlaw
strafgesetzbuch\tcriminal code
stgb\tcriminal code
paragraf\tsection
rechtlich\tlegal
rechtliche\tlegal
rechtlichen\tlegal
rechtswidrig\tunlawful
legalität\tlegality
verbot\tban
verbote\tban
erlaubnis\tpermission
genehmigung\tpermit
lizenzen\tlicenses
urheberrecht\tcopyright
urheberrechtsverletzung\tcopyright infringement
raubkopie\tpirated copy
raubkopien\tpirated copy
piraterie\tpiracy
streamingseite\tstreaming site
hackerin\thacker
hackern\thacker
cyberangriff\tcyberattack
cyberangriffe\tcyberattack
cyberkriminalität\tcybercrime
cybermobbing\tcyberbullying
brute-force\tbrute force
phishingseite\tphishing site
zero-day\tzero-day
administrator\tadmin
adminrechte\tadmin rights
passwortliste\tpassword list
passwortmanager\tpassword manager
zwei-faktor\ttwo-factor
authentifizierung\tauthentication
verifizierung\tverification
sicherheitsfrage\tsecurity question
sicherheitscode\tsecurity code
kontoübernahme\taccount takeover
datenleck\tdata leak
datenlecks\tdata leaks
leaks\tleak
darkweb\tdark web
tor\ttor
ip-adresse\tip address
ip\tip
virenscanner\tantivirus
sicherheitsupdate\tsecurity patch
penetrationstest\tpentest
penetrationstester\tpentester
pentester\tpentester
sicherheitsforscher\tsecurity researcher
privatsphäre\tprivacy
datenschutz\tdata protection
personenbezogene\tpersonal
personenbezogenen\tpersonal
privatnummer\tprivate number
wohnort\tresidence
arbeitsort\tworkplace
arbeitgeberin\temployer
kennzeichen\tlicense plate
nummernschild\tlicense plate
autokennzeichen\tlicense plate
geburtsdatum\tdate of birth
geburtsort\tbirthplace
gesundheitsdaten\thealth data
krankenakte\tmedical record
überwachung\tsurveillance
gesichtserkennung\tfacial recognition
ortungsapp\ttracking app
gps-tracker\tgps tracker
peilsender\tgps tracker
airtags\tairtag
spionagekamera\tspy camera
stalkerin\tstalker
nachstellung\tstalking
belästigung\tharassment
doxing\tdoxxing
bloßstellung\texposure
rufmord\tcharacter assassination
verleumdung\tdefamation
üble\tmalicious
nachrede\tgossip
falschaussage\tfalse statement
falschbehauptung\tfalse claim
falschbehauptungen\tfalse claim
diffamierung\tdefamation
rufschädigung\treputational damage
schmutzkampagne\tsmear campaign
fake-video\tfake video
fakevideo\tfake video
fakeprofil\tfake profile
fakeprofile\tfake profile
fake-profil\tfake profile
bot-netz\tbotnet
trollfabrik\ttroll farm
trolle\ttroll
wahltag\telection day
wahllokale\tpolling places
wahlhelfer\tpoll worker
wahlleiter\telection official
wahlregister\tvoter roll
wählerregistrierung\tvoter registration
wählerregistrierungen\tvoter registration
briefwahlunterlagen\tmail ballots
stimmabgabe\tvoting
wahlergebnis\telection result
wahlergebnisse\telection result
wahlsieg\telection victory
wahlniederlage\telection defeat
wahlgeheimnis\tballot secrecy
wahlmaschine\tvoting machine
wahlmaschinen\tvoting machine
wahlcomputer\tvoting machine
stimmenkauf\tvote buying
wahlbeobachter\telection observer
wahlkampfspende\tcampaign donation
kandidatin\tcandidate
amtsinhaber\tincumbent
wahlrecht\tvoting rights
wahlberechtigt\teligible voters
wahlberechtigte\teligible voters
nichtwähler\tnon-voters
falschnachricht\tfake news
falschnachrichten\tfake news
fake-news\tfake news
fakenews\tfake news
verschwörungstheorie\tconspiracy theory
verschwörungstheorien\tconspiracy theory
propagandist\tpropagandist
propagandisten\tpropagandist
sexszene\tsex scene
sexszenen\tsex scene
sexfantasie\tsex fantasy
sexfantasien\tsex fantasy
sextape\tsex tape
dickpic\tdick pic
dickpics\tdick pic
onlyfans\tonlyfans
pornoseite\tporn site
pornodarsteller\tporn actor
pornodarstellerin\tporn actor
sexarbeit\tsex work
sexarbeiterin\tsex work
scheide\tvagina
hoden\ttesticles
nippel\tnipples
brustwarzen\tnipples
genitalien\tgenitals
geschlechtsverkehr\tintercourse
oralsex\toral sex
analsex\tanal sex
erektion\terection
kondom\tcondom
kondome\tcondom
verhütung\tcontraception
geschlechtskrankheit\tsti
geschlechtskrankheiten\tsti
pubertät\tpuberty
aufklärung\tsex education
sexualkunde\tsex ed
jungfrau\tvirgin
lolita\tloli
loli\tloli
shota\tshota
kinderbilder\tchild images
missbrauchsdarstellungen\tabuse material
kindesmisshandlung\tchild abuse
misshandlung\tabuse
häusliche\tdomestic
cybergrooming\tonline grooming
vergewaltigungsdroge\tdate rape drug
belästiger\tharasser
übergriff\tassault
übergriffe\tassault
nötigung\tcoercion
zwang\tcoercion
einverständniserklärung\tconsent form
schutzbefohlene\tward
inzest\tincest
sodomie\tbestiality
zoophilie\tzoophilia
nekrophilie\tnecrophilia
tabun\ttabun
soman\tsoman
novitschok\tnovichok
nowitschok\tnovichok
organophosphat\torganophosphate
organophosphate\torganophosphate
pestizid\tpesticide
pestizide\tpesticide
insektizid\tinsecticide
herbizid\therbicide
unkrautvernichter\therbicide
blausäuregas\thydrogen cyanide
zyanid\tcyanide
kaliumcyanid\tpotassium cyanide
thallium\tthallium
quecksilber\tmercury
arsenik\tarsenic
strychnin\tstrychnine
rizinussamen\tcastor beans
toxine\ttoxin
anthraxsporen\tanthrax spores
virusstamm\tvirus strain
grippestamm\tvirus strain
erregerstamm\tpathogen strain
biolabor\tbiolab
sicherheitsstufe\tbiosafety level
gain-of-function\tgain of function
übertragbar\ttransmissible
übertragbarkeit\ttransmissible
ansteckend\tcontagious
ansteckende\tcontagious
ansteckenden\tcontagious
seuche\tpandemic
seuchen\tpandemic
pandemie\tpandemic
epidemie\tpandemic
kontamination\tcontamination
strahlung\tradiation
dirty-bomb\tdirty bomb
kernspaltung\tfission
reaktor\treactor
atomkraftwerk\tnuclear plant
akw\tnuclear plant
sprengkraft\texplosive power
nitrat\tnitrate
kaliumnitrat\tpotassium nitrate
salpeter\tsaltpeter
schwefel\tsulfur
holzkohle\tcharcoal
chlorat\tchlorate
perchlorat\tperchlorate
wasserstoffperoxid\thydrogen peroxide
aluminiumpulver\taluminum powder
magnesium\tmagnesium
zündmechanismus\ttrigger
fernzünder\tremote detonator
zeitschaltuhr\ttimer
druckkochtopf\tpressure cooker
schnellkochtopf\tpressure cooker
splitterbombe\tfragmentation bomb
sprengfalle\tbooby trap
minen\tmine
landmine\tmine
blindgänger\tunexploded bomb
pyrotechnik\tpyrotechnics
kugelbomben\taerial shells
heilmittel\thome remedy
hausmittel\thome remedy
naturheilmittel\tnatural remedy
homöopathie\thomeopathy
globuli\thomeopathic pills
wundermittel\tmiracle cure
entgiftung\tdetox
fasten\tfasting
kur\tcure
chlordioxid\tchlorine dioxide
mms\tchlorine dioxide
kolloidales\tcolloidal
impfgegner\tanti-vaxxer
impfschaden\tvaccine injury
absetzen\tstop taking
eigenmächtig\ton your own
ärztlich\tmedical
ärztliche\tmedical
ärztlichen\tmedical
medizinisch\tmedical
medizinische\tmedical
medizinischen\tmedical
medizinischer\tmedical
diagnostizieren\tdiagnose
selbstbehandlung\tself-treatment
selbstmedikation\tself-medication
überdosen\toverdoses
tagesdosis\tdaily dose
höchstdosis\tdaily dose
milligramm\tmilligram
mg\tmilligram
methadon\tmethadone
buprenorphin\tbuprenorphine
naloxon\tnaloxone
antidepressivum\tantidepressant
neuroleptika\tantipsychotics
schilddrüse\tthyroid
blutverdünner\tblood thinner
schwangere\tpregnant
fehlgeburt\tmiscarriage
wehen\tcontractions
geburt\tbirth
anlageberatung\tinvestment advice
finanzberater\tfinancial advisor
rendite\treturn
spekulation\tspeculation
pennystock\tpenny stock
pennystocks\tpenny stock
hebel\tleverage
optionsschein\twarrant
kredithai\tloan shark
schneeball\tsnowball
zwangsversteigerung\tforeclosure
insolvenz\tbankruptcy
pleite\tbankruptcy
privatinsolvenz\tpersonal bankruptcy
steuertrick\ttax trick
steuertricks\ttax trick
schwarzkonto\tsecret account
nen\ta
ner\ta
bissl\tbit
bisschen\tbit
bissel\tbit
bisserl\tbit
watt\twhat
nich\tnot
nope\tno
jap\tyes
jup\tyes
jep\tyes
joa\tyes
jein\tsort of
okee\tokay
gell\tright
gelle\tright
ey\they
hallo\thello
moin\thello
servus\thello
hi\thello
huhu\thello
tschüss\tbye
tschüs\tbye
bye\tbye
lg\tregards
vg\tregards
mfg\tregards
bzw\tor
usw\tetc
zb\tfor example
dh\tthat is
bspw\tfor example
inkl\tincluding
ggf\tif needed
vllt\tmaybe
vlt\tmaybe
viell\tmaybe
iwie\tsomehow
iwas\tsomething
iwo\tsomewhere
irgendwann\tsometime
irgendwelche\tsome
irgendwelchen\tsome
irgendein\tsome
irgendeine\tsome
irgendeinen\tsome
irgendeinem\tsome
irgendeiner\tsome
irgendwohin\tsomewhere
irgendwoher\tsomewhere
jemandes\tsomeone's
welch\twhich
inwiefern\thow far
wodurch\thow
woran\ton what
worin\tin what
wonach\tafter what
wovor\tof what
worum\tabout what
wohingegen\twhereas
womöglich\tpossibly
hierher\there
dorthin\tthere
dahin\tthere
dahinter\tbehind it
daneben\tnext to it
darunter\tunder it
davor\tbefore it
dazwischen\tbetween
daran\ton it
dran\ton it
drüber\tover it
drunter\tunder it
drin\tin it
drinne\tinside
draus\tfrom it
drum\tso
dennoch\tstill
außerdem\tbesides
zudem\tbesides
übrigens\tby the way
ebenso\tlikewise
genauso\tjust as
sowohl\tboth
entweder\teither
völlig\tcompletely
komplett\tcompletely
gänzlich\tcompletely
absolut\tabsolutely
überhaupt\tat all
gar\tat all
relativ\trelatively
einigermaßen\tfairly
höchstens\tat most
mindestens\tat least
wenigstens\tat least
zumindest\tat least
zirka\tabout
knapp\tbarely
beinah\talmost
ehrlich\thonestly
ehrlichgesagt\thonestly
sozusagen\tso to speak
praktisch\tpractically
theoretisch\ttheoretically
angeblich\tallegedly
offenbar\tapparently
offensichtlich\tobviously
scheinbar\tapparently
anscheinend\tapparently
definitiv\tdefinitely
unbedingt\tabsolutely
logisch\tobviously
freilich\tsure
gern\tgladly
gerne\tgladly
leider\tunfortunately
hoffentlich\thopefully
zufällig\tby chance
absichtlich\ton purpose
versehentlich\taccidentally
schnellstmöglich\tasap
demnächst\tsoon
neulich\trecently
kürzlich\trecently
letztens\trecently
damals\tback then
einst\tonce
bisher\tso far
bislang\tso far
inzwischen\tmeanwhile
mittlerweile\tby now
währenddessen\tmeanwhile
zugleich\tat the same time
gleichzeitig\tat the same time
zuvor\tbefore
vorab\tbeforehand
anschließend\tafterwards
heutzutage\tnowadays
momentan\tcurrently
derzeit\tcurrently
aktuell\tcurrently
ständig\tconstantly
dauernd\tconstantly
andauernd\tconstantly
öfters\toften
täglich\tdaily
wöchentlich\tweekly
monatlich\tmonthly
jährlich\tyearly
stündlich\thourly
nächtlich\tnightly
abends\tin the evening
mittags\tat noon
vormittags\tin the morning
nachmittags\tin the afternoon
tagsüber\tduring the day
diesmal\tthis time
dreimal\tthree times
mehrmals\tseveral times
erstmals\tfor the first time
letztlich\tultimately
letztendlich\tultimately
woanders\telsewhere
anderswo\telsewhere
hierhin\there
drüben\tover there
vorne\tin front
vorn\tin front
hinten\tbehind
links\tleft
rechts\tright
mitten\tin the middle
nebenan\tnext door
weit\tfar
nah\tnear
näher\tcloser
fern\tfar
unterwegs\ton the way
getrennt\tseparately
einzeln\tindividually
miteinander\ttogether
gegeneinander\tagainst each other
untereinander\tamong each other
nacheinander\tone after another
zueinander\tto each other
füreinander\tfor each other
voneinander\tfrom each other
einander\teach other
umsonst\tfor free
teils\tpartly
teilweise\tpartly
hauptsächlich\tmainly
vorallem\tabove all
vorwiegend\tmainly
überwiegend\tmainly
ausschließlich\texclusively
nämlich\tnamely
folglich\ttherefore
somit\tthus
demnach\taccordingly
dementsprechend\taccordingly
insofern\tinsofar
hingegen\thowever
andererseits\ton the other hand
einerseits\ton the one hand
ansonsten\totherwise
andernfalls\totherwise
obgleich\talthough
obschon\talthough
wenngleich\talthough
sofern\tprovided
soweit\tas far as
sooft\twhenever
ehe\tbefore
nachdem\tafter
wogegen\twhereas
indem\tby
inklusive\tincluding
exklusive\texcluding
mittels\tby means of
anhand\tusing
aufgrund\tbecause of
dank\tthanks to
zwecks\tfor
zufolge\taccording to
entsprechend\taccording to
bezüglich\tregarding
hinsichtlich\tregarding
betreffend\tregarding
ggü\ttowards
unterhalb\tbelow
oberhalb\tabove
jenseits\tbeyond
diesseits\tthis side
ums\taround the
aufs\tonto the
unters\tunder the
vors\tbefore the
hinters\tbehind the
übern\tover the
untern\tunder the
vorm\tbefore the
ausm\tfrom the
aufm\ton the
innem\tin a
rüber\tover
hinab\tdown
hinauf\tup
heran\tcloser
herüber\tover
hinüber\tover
vorbei\tpast
vorüber\tover
voraus\tahead
voran\tforward
vorwärts\tforward
rückwärts\tbackwards
seitwärts\tsideways
aufwärts\tupwards
abwärts\tdownwards
heimwärts\thome
wievielte\thow many
welcherlei\twhat kind
jeweils\teach
gleichfalls\tlikewise
selbiges\tsame
derselbe\tsame
dieselbe\tsame
dasselbe\tsame
denselben\tsame
demselben\tsame
derjenige\tthe one
diejenige\tthe one
dasjenige\tthe one
diejenigen\tthe one
denjenigen\tthe one
dessen\twhose
deren\twhose
derer\tof those
solches\tsuch
solchem\tsuch
sämtliche\tall
sämtlichen\tall
jegliche\tany
jeglichen\tany
jeglicher\tany
jegliches\tany
etliche\tmany
etlichen\tmany
zahlreiche\tmany
zahlreichen\tmany
diversen\tvarious
verschiedene\tdifferent
verschiedenen\tdifferent
verschiedener\tdifferent
unterschiedliche\tdifferent
unterschiedlichen\tdifferent
bestimmte\tcertain
bestimmten\tcertain
bestimmter\tcertain
gewisse\tcertain
gewissen\tcertain
gewisser\tcertain
einzelne\tsingle
einzelnen\tsingle
einzelner\tsingle
einzige\tonly
einzigen\tonly
einziger\tonly
einziges\tonly
halben\thalf
beiderlei\tboth
allerlei\tall sorts
nischt\tnothing
jedermann\teveryone
allesamt\tall
keins\tnone
meins\tmine
deins\tyours
ihrs\thers
unsers\tours
isses\tis it
issn\tis it
isch\ti
ick\ti
ik\ti
dat\tthat
det\tthat
och\toh
ach\toh
oh\toh
ah\tah
aha\taha
hm\thmm
hmm\thmm
tja\twell
bitteschön\tplease
dankeschön\tthanks
herzlichen\twarm
entschuldige\tsorry
entschuldigen\tsorry
entschuldigt\tsorry
verzeihung\tsorry
okidoki\tokay
allesklar\tall right
krass\tcrazy
mega\tvery
voll\tvery
urst\tvery
sau\tvery
keinbock\tno desire
digga\tdude
digger\tdude
brudi\tbro
xd\tlol
omg\tomg
wtf\twtf
btw\tbtw
idk\tidk
biste\tare you
isset\tis it
wars\twas it
wärt\twould be
wäret\twould be
seiest\tbe
seist\tbe
habn\thave
hamm\thave
ham\thave
haste\thave you
hattet\thad
hätt\twould have
werd\twill
werdn\twill
wirste\twill you
würd\twould
würdet\twould
taten\tdid
tätest\twould do
täte\twould do
weiste\tknow you
weeßte\tknow you
wisst\tknow
wussten\tknew
wusstest\tknew
gewusst\tknown
kannste\tcan you
könntet\tcould
könnts\tcould
musstest\thad to
müsstet\twould have to
gemusst\thad to
sollste\tshould you
solltet\tshould
gesollt\tshould
willste\tdo you want
wollnse\tdo you want
wolln\twant
wolltet\twanted
darfste\tmay you
durftest\tallowed
durftet\tallowed
gedurft\tallowed
magste\tdo you like
möchtet\twould like
möcht\twould like
möchtst\twould like
gibts\tthere is
gabs\tthere was
gäbe\twould be
gäben\twould be
gehts\thow are
machs\tdo it
machste\tyou do
brauchste\tyou need
brauch\tneed
weißte\tyou know
siehste\tyou see
kommste\tyou come
gehste\tyou go
sagste\tyou say
denkste\tyou think
glaubste\tyou believe
findste\tyou find
meinste\tyou mean
kriegste\tyou get
hol\tget
komm\tcome
guck\tlook
ruf\tcall
lies\tread
warte\twait
vergiss\tforget
denk\tthink
stell\tput
setz\tput
probier\ttry
nenn\tname
entwirf\tdraft
entwerfe\tdraft
entwirft\tdraft
entwarf\tdrafted
entworfen\tdrafted
ignorier\tignore
vertrau\ttrust
vertraue\ttrust
vertraust\ttrust
vertraut\ttrust
starte\tstart
startest\tstart
fang\tstart
fange\tstart
fängst\tstart
fängt\tstart
lad\tload
erstell\tcreate
gezeichnet\tdrawn
merkt\tnotice
merkst\tnotice
merke\tnotice
erkenne\trecognize
erkennst\trecognize
erkannte\trecognized
verblassen\tfade
verblasst\tfade
einschlafen\tfall asleep
aufwacht\twake up
aufwachen\twake up
aufwache\twake up
aufgewacht\twoke up
breche\tbreak
schalte\tswitch
schalten\tswitch
geschaltet\tswitched
beizugeben\tback down
aufgefordert\tasked
auffordern\task
fordere\tdemand
fordern\tdemand
fordert\tdemands
gefordert\tdemanded
gelingt\tsucceed
gelingen\tsucceed
gelang\tsucceed
gelungen\tsucceed
misslingt\tfail
geschieht\thappens
geschah\thappens
anerkennen\trecognize
anerkannt\trecognize
anzuerkennen\trecognize
bereitstellen\tprovide
bereitstellt\tprovide
bereitgestellt\tprovide
bereitzustellen\tprovide
bereit\tready
hingezogen\tattracted
ferngehalten\tkept away
fernhalten\tkept away
fernzuhalten\tkept away
hochnimmt\tbust
hochnehmen\tbust
hochgenommen\tbust
reinschaut\tlook in
reinschauen\tlook in
abgreife\tgrab
abzweigen\tdivert
abzweige\tdivert
abgezweigt\tdivert
umzubenennen\trename
umbenennen\trename
umbenannt\trename
rauszulöschen\tdelete
rauszujagen\tchase out
rausjagen\tchase out
verkündet\tannounce
verkünden\tannounce
verkünde\tannounce
verlegt\tmove
verlegen\tmove
verlege\tmove
anbringen\tinstall
anzubringen\tinstall
angebracht\tinstall
befestigen\tattach
verdient\tearned
verdienen\tearned
dabeihaben\tcarry
nachverfolgt\ttrack
nachverfolgen\ttrack
verbuchen\tbook
verbucht\tbook
durchprobiert\tbrute force
durchprobieren\tbrute force
freisetzt\trelease
freisetzen\trelease
freigesetzt\trelease
abklemmen\tdisconnect
abgeklemmt\tdisconnect
anfreunden\tbefriend
kennenzulernen\tmeet
kennenlernen\tmeet
kennengelernt\tmeet
anlernt\ttrain
anlernen\ttrain
angelernt\ttrain
hinterlässt\tleave
hinterlasse\tleave
hinterlassen\tleave
kartiere\tmap
kartieren\tmap
reinkopieren\tpaste
reinkopiert\tpaste
auflisten\tlist
aufliste\tlist
aufgelistet\tlist
reinkommt\tgets in
landet\tlands
zuschicken\tsend
zugeschickt\tsend
aufgerissen\ttorn open
gebissen\tbitten
eignen\tsuitable
eignet\tsuitable
geeignet\tsuitable
ausgebreitet\tspread
überrennen\toverrun
überrannt\toverrun
beruhige\tcalm
beruhigen\tcalm
wegbomben\tbomb
anzuheizen\tstir up
anheizen\tstir up
angeheizt\tstir up
einpacken\tpack
eingepackt\tpack
festsitzen\tstuck
emulieren\temulate
auslese\tread out
auslesen\tread out
ausgelesen\tread out
ausbremsen\tslow down
platziert\tplace
platzieren\tplace
durchzuziehen\tpull off
durchziehen\tpull off
durchgezogen\tpull off
angebe\tstate
paraphrasiere\tparaphrase
paraphrasieren\tparaphrase
überrede\tpersuade
reagieren\treact
reagiert\treact
vermieten\trent out
vermiete\trent out
aufbewahren\tstore
aufbewahrt\tstore
wandle\tconvert
wandeln\tconvert
zentriere\tcenter
zentrieren\tcenter
zusammengebrochen\tcollapsed
aufgegangen\twent up
zurückgedreht\troll back
zurückdrehen\troll back
anschaue\tlook at
anschauen\tlook at
angeschaut\tlook at
beigetragen\tcontribute
beitragen\tcontribute
trainieren\ttrain
trainiert\ttrain
ausgebe\tpose as
ausgeben\tpose as
ausgegeben\tpose as
überschreibe\ttransfer
überschreibt\ttransfer
überschreiben\ttransfer
vorzeigen\tshow
vorzeige\tshow
umleiten\tredirect
umgeleitet\tredirect
vernehmen\tquestion
verheimliche\thide
verheimlichen\thide
verheimlicht\thide
versicher\tinsure
versichere\tinsure
versichert\tinsure
kame\twould come
backe\tbake
bäckst\tbake
bäckt\tbake
backte\tbake
gebacken\tbake
befehlen\torder
befiehlst\torder
befiehlt\torder
befahl\torder
befohlen\torder
befiehl\torder
beginne\tstart
beginnst\tstart
begann\tstart
begonnen\tstart
beginn\tstart
beißen\tbite
beiße\tbite
beißt\tbite
beiß\tbite
bieten\toffer
biete\toffer
bietest\toffer
bietet\toffer
geboten\toffer
bittest\task
bittet\task
bat\task
bleibst\tstay
blieb\tstay
bleib\tstay
braten\tfry
brate\tfry
brätst\tfry
brät\tfry
briet\tfry
gebraten\tfry
brichst\tbreak
brach\tbreak
brich\tbreak
brenne\tburn
brennst\tburn
brennt\tburn
brannte\tburn
gebrannt\tburn
brenn\tburn
bringst\tbring
brachte\tbring
denkst\tthink
dachte\tthink
empfehlen\trecommend
empfehle\trecommend
empfiehlst\trecommend
empfiehlt\trecommend
empfahl\trecommend
empfohlen\trecommend
empfiehl\trecommend
isst\teat
aß\teat
iss\teat
fährst\tdrive
fuhr\tdrive
gefahren\tdrive
fahr\tdrive
fallen\tfall
fällst\tfall
fällt\tfall
fiel\tfall
gefallen\tfall
fing\tcatch
findest\tfind
fliegen\tfly
fliege\tfly
fliegst\tfly
fliegt\tfly
flog\tfly
geflogen\tfly
flieg\tfly
fliehst\tflee
flieh\tflee
fressen\teat
fresse\teat
frisst\teat
fraß\teat
gefressen\teat
friss\teat
gegeben\tgive
gehst\tgo
gelten\tapply
gelte\tapply
giltst\tapply
gilt\tapply
galt\tapply
gegolten\tapply
genießen\tenjoy
genieße\tenjoy
genießt\tenjoy
genoss\tenjoy
genossen\tenjoy
genieß\tenjoy
gewinnst\twin
greifst\tgrab
gegriffen\tgrab
greif\tgrab
hältst\thold
hielt\thold
gehalten\thold
hängen\thang
hänge\thang
hängst\thang
hängt\thang
hing\thang
gehangen\thang
häng\thang
heben\tlift
hebe\tlift
hebst\tlift
hebt\tlift
hob\tlift
gehoben\tlift
heb\tlift
hieß\tbe called
geheißen\tbe called
kennst\tknow
kannte\tknow
kenn\tknow
klingst\tsound
klingt\tsound
klang\tsound
geklungen\tsound
kommst\tcome
lade\tload
lädst\tload
lädt\tload
lud\tload
geladen\tload
läufst\trun
lief\trun
gelaufen\trun
leiden\tsuffer
leide\tsuffer
leidest\tsuffer
leidet\tsuffer
litt\tsuffer
gelitten\tsuffer
leihen\tlend
leihe\tlend
leihst\tlend
leiht\tlend
lieh\tlend
geliehen\tlend
leih\tlend
liest\tread
liegen\tlie
liege\tlie
liegst\tlie
liegt\tlie
lag\tlie
gelegen\tlie
lieg\tlie
lügst\tlie
lüg\tlie
messen\tmeasure
misst\tmeasure
maß\tmeasure
gemessen\tmeasure
nenne\tname
nennst\tname
nannte\tname
raten\tadvise
rätst\tadvise
riet\tadvise
geraten\tadvise
reißen\ttear
reiße\ttear
reißt\ttear
riss\ttear
gerissen\ttear
reiß\ttear
rennst\trun
rennt\trun
rannte\trun
gerannt\trun
renn\trun
riechen\tsmell
rieche\tsmell
riechst\tsmell
riecht\tsmell
roch\tsmell
gerochen\tsmell
riech\tsmell
rufen\tcall
rufst\tcall
rief\tcall
gerufen\tcall
saufe\tdrink
säufst\tdrink
säuft\tdrink
soff\tdrink
gesoffen\tdrink
schaffen\tmanage
schaffe\tmanage
schaffst\tmanage
schafft\tmanage
schaffte\tmanage
geschafft\tmanage
schaff\tmanage
scheinen\tseem
scheine\tseem
scheinst\tseem
scheint\tseem
schien\tseem
geschienen\tseem
schieben\tpush
schiebst\tpush
schob\tpush
geschoben\tpush
schieb\tpush
schläfst\tsleep
schlief\tsleep
schlägst\thit
schlug\thit
schlag\thit
schleichen\tsneak
schleiche\tsneak
schleichst\tsneak
schleicht\tsneak
schlich\tsneak
geschlichen\tsneak
schleich\tsneak
schließe\tclose
schließ\tclose
schmeiße\tthrow
schmeißt\tthrow
schmiss\tthrow
geschmissen\tthrow
schmeiß\tthrow
schmelzen\tmelt
schmelze\tmelt
schmilzt\tmelt
schmolz\tmelt
geschmolzen\tmelt
schneidest\tcut
schneid\tcut
geschrieben\twrite
schreien\tscream
schreie\tscream
schreist\tscream
schreit\tscream
schrie\tscream
geschrien\tscream
schrei\tscream
schwimmen\tswim
schwimme\tswim
schwimmst\tswim
schwimmt\tswim
schwamm\tswim
geschwommen\tswim
schwimm\tswim
schwören\tswear
schwöre\tswear
schwörst\tswear
schwört\tswear
schwor\tswear
geschworen\tswear
siehst\tsee
sieh\tsee
sende\tsend
sendest\tsend
sendet\tsend
sendete\tsend
sitzen\tsit
sitze\tsit
sitzt\tsit
saß\tsit
gesessen\tsit
sitz\tsit
spreche\tspeak
sprichst\tspeak
sprach\tspeak
sprich\tspeak
springen\tjump
springe\tjump
springst\tjump
springt\tjump
sprang\tjump
gesprungen\tjump
spring\tjump
stichst\tstab
stehen\tstand
stehe\tstand
stehst\tstand
steht\tstand
gestanden\tstand
steh\tstand
stiehlst\tsteal
stiehl\tsteal
steigen\tclimb
steige\tclimb
steigst\tclimb
steigt\tclimb
stieg\tclimb
gestiegen\tclimb
steig\tclimb
sterbe\tdie
stirbst\tdie
starb\tdie
stirb\tdie
stoße\tpush
stößt\tpush
stieß\tpush
gestoßen\tpush
stoß\tpush
streiten\targue
streite\targue
streitest\targue
streitet\targue
stritt\targue
gestritten\targue
tragen\tcarry
trage\tcarry
trägst\tcarry
trägt\tcarry
trug\tcarry
getragen\tcarry
trag\tcarry
treffe\tmeet
triffst\tmeet
trifft\tmeet
traf\tmeet
getroffen\tmeet
triff\tmeet
treiben\tdrive
treibe\tdrive
treibst\tdrive
treibt\tdrive
trieb\tdrive
getrieben\tdrive
treib\tdrive
treten\tkick
trete\tkick
trittst\tkick
tritt\tkick
trat\tkick
getreten\tkick
trinkst\tdrink
trank\tdrink
vergessen\tforget
vergesse\tforget
vergisst\tforget
vergaß\tforget
verliere\tlose
verlierst\tlose
verlor\tlose
verlier\tlose
verzeihen\tforgive
verzeihe\tforgive
verzeihst\tforgive
verzeiht\tforgive
verzieh\tforgive
verziehen\tforgive
verzeih\tforgive
wachsen\tgrow
wachse\tgrow
wächst\tgrow
wuchs\tgrow
gewachsen\tgrow
wasche\twash
wäschst\twash
wusch\twash
gewaschen\twash
wasch\twash
wirfst\tthrow
warf\tthrow
wirf\tthrow
wiegen\tweigh
wiege\tweigh
wiegst\tweigh
wiegt\tweigh
wog\tweigh
gewogen\tweigh
ziehst\tpull
zog\tpull
zieh\tpull
zwingst\tforce
zwing\tforce
saugen\tsuck
sauge\tsuck
saugst\tsuck
saugt\tsuck
saugte\tsuck
gesaugt\tsuck
saug\tsuck
stecke\tput
steckst\tput
steckt\tput
steckte\tput
gesteckt\tput
steck\tput
verberge\thide
verbirgst\thide
verbirgt\thide
verbarg\thide
verbirg\thide
bekomm\tget
verstehen\tunderstand
verstehe\tunderstand
verstehst\tunderstand
versteht\tunderstand
verstand\tunderstand
verstanden\tunderstand
versteh\tunderstand
gestehen\tconfess
gestehe\tconfess
gestehst\tconfess
gesteht\tconfess
gestand\tconfess
gesteh\tconfess
entstehen\tarise
entstehe\tarise
entstehst\tarise
entsteht\tarise
entstand\tarise
entstanden\tarise
entsteh\tarise
bestehen\tpass
bestehe\tpass
bestehst\tpass
besteht\tpass
bestanden\tpass
besteh\tpass
abnehmen\tlose weight
abnehme\tlose weight
abgenommen\tlose weight
abzunehmen\tlose weight
annehmen\taccept
annehme\taccept
angenommen\taccept
anzunehmen\taccept
aufnehme\trecord
aufzunehmen\trecord
mitnehmen\ttake along
mitnehme\ttake along
mitgenommen\ttake along
mitzunehmen\ttake along
einnehmen\ttake
einnehme\ttake
eingenommen\ttake
einzunehmen\ttake
wegnehmen\ttake away
wegnehme\ttake away
weggenommen\ttake away
wegzunehmen\ttake away
festnehme\tarrest
zunehmen\tgain weight
zunehme\tgain weight
zugenommen\tgain weight
zuzunehmen\tgain weight
übernehmen\ttake over
übernehme\ttake over
übernimmst\ttake over
übernimmt\ttake over
übernahm\ttake over
übernommen\ttake over
übernimm\ttake over
abgeben\thand in
abgebe\thand in
abgegeben\thand in
abzugeben\thand in
aufgeben\tgive up
aufgebe\tgive up
aufgegeben\tgive up
aufzugeben\tgive up
auszugeben\tspend
eingeben\tenter
eingebe\tenter
eingegeben\tenter
einzugeben\tenter
rausgeben\thand over
rausgebe\thand over
rausgegeben\thand over
rauszugeben\thand over
zugeben\tadmit
zugebe\tadmit
zugegeben\tadmit
zuzugeben\tadmit
freigebe\trelease
freigegeben\trelease
freizugeben\trelease
vorgebe\tpretend
vorgegeben\tpretend
vorzugeben\tpretend
ausgehen\tgo out
ausgehe\tgo out
ausgegangen\tgo out
auszugehen\tgo out
weggehen\tleave
weggehe\tleave
weggegangen\tleave
wegzugehen\tleave
losgehen\tstart
losgehe\tstart
losgegangen\tstart
loszugehen\tstart
hochgehe\tblow up
hochgegangen\tblow up
hochzugehen\tblow up
kaputtgehen\tbreak
kaputtgehe\tbreak
kaputtgegangen\tbreak
kaputtzugehen\tbreak
vorgehen\tproceed
vorgehe\tproceed
vorgegangen\tproceed
vorzugehen\tproceed
umgegangen\thandle
umzugehen\thandle
draufgehe\tdie
draufgegangen\tdie
draufzugehen\tdie
ankommen\tarrive
ankomme\tarrive
angekommen\tarrive
anzukommen\tarrive
umkommen\tdie
umkomme\tdie
umgekommen\tdie
umzukommen\tdie
mitkommen\tcome along
mitkomme\tcome along
mitgekommen\tcome along
mitzukommen\tcome along
zurückkommen\tcome back
zurückkomme\tcome back
zurückgekommen\tcome back
zurückzukommen\tcome back
reinkommen\tget in
reinkomme\tget in
reingekommen\tget in
reinzukommen\tget in
rauskommen\tget out
rauskomme\tget out
rausgekommen\tget out
rauszukommen\tget out
rankommen\tget at
rankomme\tget at
rangekommen\tget at
ranzukommen\tget at
vorkommen\toccur
vorkomme\toccur
vorgekommen\toccur
vorzukommen\toccur
wegkommen\tget away
wegkomme\tget away
weggekommen\tget away
wegzukommen\tget away
davonkommen\tget away
davonkomme\tget away
davongekommen\tget away
davonzukommen\tget away
entkomme\tescape
entkommst\tescape
entkomm\tescape
beibringe\tteach
mitbringen\tbring
mitbringe\tbring
mitgebracht\tbring
mitzubringen\tbring
verbringen\tspend
verbringe\tspend
verbringst\tspend
verbringt\tspend
verbrachte\tspend
verbracht\tspend
verbring\tspend
ansehen\twatch
ansehe\twatch
angesehen\twatch
anzusehen\twatch
aussehe\tlook
ausgesehen\tlook
auszusehen\tlook
anfange\tstart
abfangen\tintercept
abfange\tintercept
abgefangen\tintercept
abzufangen\tintercept
erfinde\tinvent
erfindest\tinvent
erfand\tinvent
erfind\tinvent
herausfinde\tfind out
herausgefunden\tfind out
herauszufinden\tfind out
rausfinde\tfind out
rausgefunden\tfind out
rauszufinden\tfind out
abschneiden\tcut off
abschneide\tcut off
abgeschnitten\tcut off
abzuschneiden\tcut off
aufschneide\tcut open
aufgeschnitten\tcut open
aufzuschneiden\tcut open
durchschneiden\tcut through
durchschneide\tcut through
durchgeschnitten\tcut through
durchzuschneiden\tcut through
zugreife\taccess
zugegriffen\taccess
zuzugreifen\taccess
aushalten\tendure
aushalte\tendure
ausgehalten\tendure
auszuhalten\tendure
anhalte\tstop
angehalten\tstop
anzuhalten\tstop
aufhalten\tstop
aufhalte\tstop
aufgehalten\tstop
aufzuhalten\tstop
festhalten\thold down
festhalte\thold down
festgehalten\thold down
festzuhalten\thold down
verhalten\tbehave
verhalte\tbehave
verhältst\tbehave
verhält\tbehave
verhielt\tbehave
erhalte\treceive
erhältst\treceive
erhält\treceive
erhielt\treceive
behältst\tkeep
behielt\tkeep
enthalte\tcontain
enthältst\tcontain
enthielt\tcontain
gefangenhalten\thold captive
gefangenhalte\thold captive
gefangengehalten\thold captive
gefangenzuhalten\thold captive
abschießen\tshoot down
abschieße\tshoot down
abgeschossen\tshoot down
abzuschießen\tshoot down
niederschieße\tshoot down
niederzuschießen\tshoot down
anschießen\tshoot
anschieße\tshoot
angeschossen\tshoot
anzuschießen\tshoot
totschlage\tbeat to death
totzuschlagen\tbeat to death
niederschlagen\tknock down
niederschlage\tknock down
niedergeschlagen\tknock down
niederzuschlagen\tknock down
vorschlagen\tsuggest
vorschlage\tsuggest
vorgeschlagen\tsuggest
vorzuschlagen\tsuggest
einschlagen\tsmash
einschlage\tsmash
eingeschlagen\tsmash
einzuschlagen\tsmash
absteche\tstab
niedersteche\tstab
niederzustechen\tstab
zustechen\tstab
zusteche\tstab
zugestochen\tstab
zuzustechen\tstab
abschließen\tlock
abschließe\tlock
abgeschlossen\tlock
abzuschließen\tlock
aufschließen\tunlock
aufschließe\tunlock
aufgeschlossen\tunlock
aufzuschließen\tunlock
beschließe\tdecide
beschließt\tdecide
beschloss\tdecide
beschließ\tdecide
einschließen\tlock up
einschließe\tlock up
eingeschlossen\tlock up
einzuschließen\tlock up
kurzschließe\thotwire
abschreiben\tcopy
abschreibe\tcopy
abgeschrieben\tcopy
abzuschreiben\tcopy
aufschreiben\twrite down
aufschreibe\twrite down
aufgeschrieben\twrite down
aufzuschreiben\twrite down
beschreibst\tdescribe
beschrieb\tdescribe
verschreibe\tprescribe
verschreibst\tprescribe
verschreibt\tprescribe
verschrieb\tprescribe
verschreib\tprescribe
unterschreibe\tsign
unterschreibst\tsign
unterschreibt\tsign
unterschrieb\tsign
unterschreib\tsign
umschreiben\trewrite
umschreibe\trewrite
umgeschrieben\trewrite
umzuschreiben\trewrite
ansprechen\tapproach
anspreche\tapproach
angesprochen\tapproach
anzusprechen\tapproach
versprechen\tpromise
verspreche\tpromise
versprichst\tpromise
verspricht\tpromise
versprach\tpromise
versprochen\tpromise
versprich\tpromise
abbrechen\tabort
abbreche\tabort
abgebrochen\tabort
abzubrechen\tabort
aufbreche\tbreak open
ausbreche\tbreak out
unterbreche\tinterrupt
unterbrichst\tinterrupt
unterbricht\tinterrupt
unterbrach\tinterrupt
unterbrich\tinterrupt
aufstehen\tget up
aufstehe\tget up
aufgestanden\tget up
aufzustehen\tget up
eintreten\tkick in
eintrete\tkick in
eingetreten\tkick in
einzutreten\tkick in
abziehe\trip off
abzuziehen\trip off
anziehen\tput on
anziehe\tput on
angezogen\tput on
anzuziehen\tput on
ausziehe\tundress
auszuziehen\tundress
umziehe\tmove
umzuziehen\tmove
erziehen\traise
erziehe\traise
erziehst\traise
erzieht\traise
erzog\traise
erzogen\traise
erzieh\traise
beziehen\tobtain
beziehe\tobtain
beziehst\tobtain
bezieht\tobtain
bezog\tobtain
bezogen\tobtain
bezieh\tobtain
wegwerfen\tthrow away
wegwerfe\tthrow away
weggeworfen\tthrow away
wegzuwerfen\tthrow away
rauswerfe\tthrow out
rauszuwerfen\tthrow out
vorwerfen\taccuse
vorwerfe\taccuse
vorgeworfen\taccuse
vorzuwerfen\taccuse
freilasse\trelease
freigelassen\trelease
freizulassen\trelease
loslassen\tlet go
loslasse\tlet go
losgelassen\tlet go
loszulassen\tlet go
zulassen\tallow
zulasse\tallow
zugelassen\tallow
zuzulassen\tallow
verlasse\tleave
verließ\tleave
verlass\tleave
entlasse\tfire
entlässt\tfire
entließ\tfire
entlass\tfire
herunterlade\tdownload
hochladen\tupload
hochlade\tupload
hochgeladen\tupload
hochzuladen\tupload
einladen\tinvite
einlade\tinvite
eingeladen\tinvite
einzuladen\tinvite
weglaufen\trun away
weglaufe\trun away
weggelaufen\trun away
wegzulaufen\trun away
auftreiben\tget hold of
auftreibe\tget hold of
aufgetrieben\tget hold of
aufzutreiben\tget hold of
abtreiben\tabort
abtreibe\tabort
abgetrieben\tabort
abzutreiben\tabort
übertreiben\texaggerate
übertreibe\texaggerate
übertreibst\texaggerate
übertreibt\texaggerate
übertrieb\texaggerate
übertrieben\texaggerate
übertreib\texaggerate
ertrinke\tdrown
ertrinkst\tdrown
ertrink\tdrown
betrinken\tget drunk
betrinke\tget drunk
betrinkst\tget drunk
betrinkt\tget drunk
betrank\tget drunk
betrink\tget drunk
übertragen\ttransmit
übertrage\ttransmit
überträgst\ttransmit
überträgt\ttransmit
übertrug\ttransmit
übertrag\ttransmit
abfahren\tleave
abfahre\tleave
abgefahren\tleave
abzufahren\tleave
anfahren\thit
anfahre\thit
angefahren\thit
anzufahren\thit
erfahre\tfind out
erfährst\tfind out
erfährt\tfind out
erfuhr\tfind out
erfahr\tfind out
auffallen\tstand out
auffalle\tstand out
aufgefallen\tstand out
aufzufallen\tstand out
einfallen\toccur
einfalle\toccur
eingefallen\toccur
einzufallen\toccur
gefalle\tlike
gefällst\tlike
gefällt\tlike
gefiel\tlike
gefall\tlike
vorlesen\tread aloud
vorlese\tread aloud
vorgelesen\tread aloud
vorzulesen\tread aloud
belügen\tlie to
belüge\tlie to
belügst\tlie to
belügt\tlie to
belog\tlie to
belogen\tlie to
belüg\tlie to
anlüge\tlie to
angelogen\tlie to
anzulügen\tlie to
verraten\tbetray
verrate\tbetray
verrätst\tbetray
verrät\tbetray
verriet\tbetray
beraten\tadvise
berate\tadvise
berätst\tadvise
berät\tadvise
beriet\tadvise
abreißen\ttear off
abreiße\ttear off
abgerissen\ttear off
abzureißen\ttear off
abbrenne\tburn down
abgebrannt\tburn down
abzubrennen\tburn down
niederbrenne\tburn down
beschaffen\tobtain
beschaffe\tobtain
beschaffst\tobtain
beschafft\tobtain
beschaffte\tobtain
beschaff\tobtain
erscheinen\tappear
erscheine\tappear
erscheinst\tappear
erscheint\tappear
erschien\tappear
erschienen\tappear
unterschiebe\tplant
unterschiebst\tplant
unterschiebt\tplant
unterschob\tplant
unterschoben\tplant
unterschieb\tplant
einschlafe\tfall asleep
eingeschlafen\tfall asleep
einzuschlafen\tfall asleep
einschleichen\tsneak in
einschleiche\tsneak in
eingeschlichen\tsneak in
einzuschleichen\tsneak in
rausschmeißen\tkick out
rausschmeiße\tkick out
rausgeschmissen\tkick out
rauszuschmeißen\tkick out
verschweigen\tconceal
verschweige\tconceal
verschweigt\tconceal
verschweig\tconceal
besitzen\town
besitze\town
besitzt\town
besaß\town
besessen\town
besitz\town
aussteigen\tget out
aussteige\tget out
ausgestiegen\tget out
auszusteigen\tget out
einsteigen\tget in
einsteige\tget in
eingestiegen\tget in
einzusteigen\tget in
abstreiten\tdeny
abstreite\tdeny
abgestritten\tdeny
abzustreiten\tdeny
betreffen\tconcern
betreffe\tconcern
betriffst\tconcern
betrifft\tconcern
betraf\tconcern
betriff\tconcern
beweisen\tprove
beweist\tprove
bewies\tprove
bewiesen\tprove
nachweisen\tprove
nachweise\tprove
nachgewiesen\tprove
nachzuweisen\tprove
überweise\ttransfer
überweist\ttransfer
überwies\ttransfer
auszuweisen\texpel
anwerbe\trecruit
anzuwerben\trecruit
bewerben\tapply
bewerbe\tapply
bewirbst\tapply
bewirbt\tapply
bewarb\tapply
beworben\tapply
anwenden\tapply
anwende\tapply
angewandt\tapply
anzuwenden\tapply
verwendest\tuse
ausdenke\tmake up
auszudenken\tmake up
nachdenken\tthink
nachdenke\tthink
nachgedacht\tthink
nachzudenken\tthink
festbinden\ttie up
festbinde\ttie up
festgebunden\ttie up
festzubinden\ttie up
verbinden\tconnect
verbinde\tconnect
verbindest\tconnect
verbindet\tconnect
verbunden\tconnect
anbieten\toffer
anbiete\toffer
angeboten\toffer
anzubieten\toffer
verbieten\tban
verbiete\tban
verbietest\tban
verbietet\tban
übrigbleiben\tremain
übrigbleibe\tremain
übriggeblieben\tremain
übrigzubleiben\tremain
ausgraben\tdig up
ausgrabe\tdig up
ausgegraben\tdig up
auszugraben\tdig up
begrabe\tbury
begräbst\tbury
begräbt\tbury
begrub\tbury
begrab\tbury
abheben\twithdraw
abhebe\twithdraw
abgehoben\twithdraw
abzuheben\twithdraw
aufheben\tkeep
aufhebe\tkeep
aufgehoben\tkeep
aufzuheben\tkeep
erkenn\trecognize
ausleihen\tborrow
ausleihe\tborrow
ausgeliehen\tborrow
auszuleihen\tborrow
benehmen\tbehave
benehme\tbehave
benimmst\tbehave
benimmt\tbehave
benahm\tbehave
benimm\tbehave
eindringen\tintrude
eindringe\tintrude
eingedrungen\tintrude
einzudringen\tintrude
vermeide\tavoid
vermeidest\tavoid
vermied\tavoid
entscheide\tdecide
entscheidest\tdecide
entscheidet\tdecide
entschied\tdecide
glauben\tbelieve
glaubt\tbelieve
geglaubt\tbelieve
glaub\tbelieve
hören\thear
gehört\thear
gelebt\tlive
leb\tlive
lernen\tlearn
lerne\tlearn
lernt\tlearn
gelernt\tlearn
lern\tlearn
lieben\tlove
liebt\tlove
geliebt\tlove
lieb\tlove
zahle\tpay
bezahl\tpay
koste\tcost
kostet\tcost
gekostet\tcost
setze\tput
geholt\tget
schick\tsend
gewohnt\tlive
wohn\tlive
hoffen\thope
hoffe\thope
hofft\thope
gehofft\thope
hoff\thope
fühl\tfeel
putze\tclean
putzt\tclean
geputzt\tclean
putz\tclean
tanzen\tdance
tanze\tdance
tanzt\tdance
getanzt\tdance
tanz\tdance
reist\ttravel
gereist\ttravel
lachen\tlaugh
lacht\tlaugh
gelacht\tlaugh
lach\tlaugh
weinen\tcry
weine\tcry
weint\tcry
geweint\tcry
wünschen\twish
wünsche\twish
wünscht\twish
gewünscht\twish
wünsch\twish
danken\tthank
dankt\tthank
gedankt\tthank
geantwortet\tanswer
besuchen\tvisit
besuche\tvisit
besucht\tvisit
besuch\tvisit
genutzt\tuse
nutz\tuse
probiere\ttry
öffne\topen
plane\tplan
löse\tsolve
löst\tsolve
gelöst\tsolve
hassen\thate
hasse\thate
hasst\thate
gehasst\thate
mordet\tmurder
jage\thunt
jag\thunt
gedroht\tthreaten
droh\tthreaten
bedroh\tthreaten
führen\tlead
führe\tlead
führt\tlead
geführt\tlead
bloßstellen\texpose
bloßstelle\texpose
bloßgestellt\texpose
bloßzustellen\texpose
verleumden\tdefame
verleumde\tdefame
verleumdet\tdefame
abwählen\tvote out
abwähle\tvote out
abgewählt\tvote out
abzuwählen\tvote out
schade\tharm
schadet\tharm
stören\tdisturb
störe\tdisturb
stört\tdisturb
gestört\tdisturb
stör\tdisturb
würg\tchoke
enthaupte\tbehead
entzünden\tignite
entzünde\tignite
entzündet\tignite
abfackle\ttorch
abzufackeln\ttorch
prügle\tbeat
prügelt\tbeat
geprügelt\tbeat
schubse\tpush
schubst\tpush
geschubst\tpush
schubs\tpush
verblute\tbleed out
hungere\tstarve
hungert\tstarve
gehungert\tstarve
verhungere\tstarve
kotze\tvomit
kotzt\tvomit
gekotzt\tvomit
kotz\tvomit
erbreche\tvomit
erbrichst\tvomit
erbricht\tvomit
erbrach\tvomit
erbrochen\tvomit
erbrich\tvomit
sperren\tlock
sperre\tlock
sperrt\tlock
sperr\tlock
verschleppe\tabduct
verschlepp\tabduct
bestehlen\trob
bestehle\trob
bestiehlst\trob
bestiehlt\trob
bestahl\trob
bestohlen\trob
bestiehl\trob
schikaniere\tbully
schikanier\tbully
beobachten\twatch
beobachte\twatch
beobachtet\twatch
bespitzeln\tspy on
bespitzle\tspy on
bespitzelt\tspy on
spionier\tspy
abhöre\twiretap
abzuhören\twiretap
ortet\tlocate
geortet\tlocate
tracke\ttrack
trackt\ttrack
getrackt\ttrack
doxe\tdox
doxt\tdox
outen\tout
oute\tout
outet\tout
geoutet\tout
diffamieren\tdefame
diffamiere\tdefame
diffamiert\tdefame
diffamier\tdefame
hetzen\tincite
hetzt\tincite
gehetzt\tincite
hetz\tincite
aufhetzen\tincite
aufhetze\tincite
aufgehetzt\tincite
aufzuhetzen\tincite
anstacheln\tincite
anstachle\tincite
angestachelt\tincite
anzustacheln\tincite
rekrutiere\trecruit
rekrutier\trecruit
verherrlichen\tglorify
verherrliche\tglorify
verherrlicht\tglorify
verherrlich\tglorify
leugnen\tdeny
leugne\tdeny
leugnet\tdeny
geleugnet\tdeny
ausgrenzen\texclude
ausgrenze\texclude
ausgegrenzt\texclude
auszugrenzen\texclude
vertreiben\texpel
vertreibe\texpel
vertreibst\texpel
vertreibt\texpel
vertrieb\texpel
vertrieben\texpel
vertreib\texpel
verticke\tsell
vertick\tsell
vertickere\tsell
vertickert\tsell
streck\tcut
schnupfe\tsnort
schnupft\tsnort
geschnupft\tsnort
schnupf\tsnort
sniefe\tsnort
snieft\tsnort
gesnieft\tsnort
snief\tsnort
kiff\tsmoke weed
spritz\tinject
injiziere\tinject
injizier\tinject
dosieren\tdose
dosiere\tdose
dosiert\tdose
dosier\tdose
überdosiere\toverdose
überdosier\toverdose
konsumieren\tconsume
konsumiere\tconsume
konsumiert\tconsume
konsumier\tconsume
züchte\tgrow
züchtet\tgrow
gezüchtet\tgrow
anbaue\tgrow
destilliere\tdistill
destillier\tdistill
extrahier\textract
mische\tmix
mischt\tmix
misch\tmix
vermische\tmix
vermischt\tmix
vermisch\tmix
mixe\tmix
mixt\tmix
gemixt\tmix
anmischen\tmix
anmische\tmix
angemischt\tmix
anzumischen\tmix
zusammenmischen\tmix
zusammenmische\tmix
zusammengemischt\tmix
zusammenzumischen\tmix
erhitze\theat
erhitz\theat
filtere\tfilter
filtert\tfilter
gefiltert\tfilter
trocknen\tdry
trockne\tdry
trocknet\tdry
getrocknet\tdry
zerkleinere\tcrush
zerkleinert\tcrush
auflöse\tdissolve
aufzulösen\tdissolve
verdünnen\tdilute
verdünne\tdilute
verdünnt\tdilute
verdünn\tdilute
bastle\tbuild
bastelt\tbuild
gebastelt\tbuild
zusammenbauen\tassemble
zusammenbaue\tassemble
zusammengebaut\tassemble
zusammenzubauen\tassemble
zusammensetzen\tassemble
zusammensetze\tassemble
zusammengesetzt\tassemble
zusammenzusetzen\tassemble
organisieren\tget
organisiere\tget
organisiert\tget
organisier\tget
bestelle\torder
bestell\torder
liefern\tdeliver
liefere\tdeliver
liefert\tdeliver
geliefert\tdeliver
verschicke\tship
verschickt\tship
verschick\tship
schmiere\tbribe
schmiert\tbribe
schmier\tbribe
hinterziehe\tevade
hinterziehst\tevade
hinterzieht\tevade
hinterzog\tevade
hinterzieh\tevade
unterschlägst\tembezzle
unterschlag\tembezzle
verarschen\tfool
verarsche\tfool
verarscht\tfool
verarsch\tfool
reinlege\ttrick
reingelegt\ttrick
reinzulegen\ttrick
austrickse\ttrick
ausgetrickst\ttrick
auszutricksen\ttrick
fingieren\tfake
fingiere\tfake
fingiert\tfake
fingier\tfake
kopiere\tcopy
kopier\tcopy
kapern\thijack
kapere\thijack
kapert\thijack
gekapert\thijack
hijacken\thijack
hijacke\thijack
hijackt\thijack
gehijackt\thijack
hijack\thijack
phishe\tphish
phisht\tphish
gephisht\tphish
spammen\tspam
spamme\tspam
spammt\tspam
gespammt\tspam
spamm\tspam
infiziere\tinfect
infizier\tinfect
verschlüssle\tencrypt
aktiviere\tenable
aktivier\tenable
abschalten\tswitch off
abschalte\tswitch off
abgeschaltet\tswitch off
abzuschalten\tswitch off
einschalten\tswitch on
einschalte\tswitch on
eingeschaltet\tswitch on
einzuschalten\tswitch on
schaltet\tswitch
speichern\tsave
speichere\tsave
speichert\tsave
gespeichert\tsave
installieren\tinstall
installiere\tinstall
installiert\tinstall
installier\tinstall
ausführe\texecute
einlogge\tlog in
einzuloggen\tlog in
anmelde\tsign up
angemeldet\tsign up
anzumelden\tsign up
registriere\tregister
registriert\tregister
registrier\tregister
programmieren\tcode
programmiere\tcode
programmiert\tcode
programmier\tcode
sichern\tsecure
sichert\tsecure
gesichert\tsecure
verteidige\tdefend
verteidig\tdefend
melde\treport
anzeigen\treport
angezeigt\treport
anzuzeigen\treport
verklagen\tsue
verklage\tsue
verklagt\tsue
verklag\tsue
verurteil\tconvict
verhören\tinterrogate
verhöre\tinterrogate
verhört\tinterrogate
verhör\tinterrogate
ermittle\tinvestigate
ermittelt\tinvestigate
untersuche\texamine
untersucht\texamine
untersuch\texamine
behandle\ttreat
heilen\theal
heile\theal
heilt\theal
geheilt\theal
impfen\tvaccinate
impfe\tvaccinate
impft\tvaccinate
geimpft\tvaccinate
impf\tvaccinate
operieren\toperate
operiere\toperate
operiert\toperate
operier\toperate
genäht\tstitch
desinfizieren\tdisinfect
desinfiziere\tdisinfect
desinfiziert\tdisinfect
desinfizier\tdisinfect
atmen\tbreathe
atme\tbreathe
atmet\tbreathe
geatmet\tbreathe
huste\tcough
hustet\tcough
gehustet\tcough
absetze\tstop taking
abgesetzt\tstop taking
abzusetzen\tstop taking
schlucke\tswallow
schluckt\tswallow
schluck\tswallow
verhüten\tprevent
verhüte\tprevent
verhütet\tprevent
retten\tsave
rette\tsave
rettet\tsave
gerettet\tsave
überleben\tsurvive
überlebe\tsurvive
überlebt\tsurvive
überleb\tsurvive
abstimme\tvote
abgestimmt\tvote
abzustimmen\tvote
verhindere\tprevent
unterdrücke\tsuppress
unterdrück\tsuppress
protestieren\tprotest
protestiere\tprotest
protestiert\tprotest
protestier\tprotest
demonstrieren\tprotest
demonstriere\tprotest
demonstriert\tprotest
demonstrier\tprotest
bekämpfen\tfight
bekämpfe\tfight
bekämpft\tfight
bekämpf\tfight
besiegen\tdefeat
besiege\tdefeat
besiegt\tdefeat
besieg\tdefeat
bombt\tbomb
gebombt\tbomb
ballere\tshoot
geballert\tshoot
nachladen\treload
nachlade\treload
nachgeladen\treload
nachzuladen\treload
entsichern\tunlock
entsichere\tunlock
entsichert\tunlock
feuere\tfire
feuert\tfire
explodier\texplode
detonieren\tdetonate
detoniere\tdetonate
detoniert\tdetonate
detonier\tdetonate
anstecke\tinfect
angesteckt\tinfect
anzustecken\tinfect
küssen\tkiss
küsse\tkiss
küsst\tkiss
geküsst\tkiss
küss\tkiss
umarmen\thug
umarme\thug
umarmt\thug
umarm\thug
berühre\ttouch
berühr\ttouch
fummeln\tgrope
fummle\tgrope
fummelt\tgrope
gefummelt\tgrope
befummle\tgrope
grapsche\tgrope
gegrapscht\tgrope
grapsch\tgrope
begrapsche\tgrope
begrapsch\tgrope
angrapschen\tgrope
angrapsche\tgrope
angegrapscht\tgrope
anzugrapschen\tgrope
antatsche\tgrope
angetatscht\tgrope
anzutatschen\tgrope
datet\tdate
gedatet\tdate
heiraten\tmarry
heirate\tmarry
heiratet\tmarry
geheiratet\tmarry
vögle\tfuck
bumse\tbang
bums\tbang
poppe\tbang
popp\tbang
masturbier\tmasturbate
entkleide\tundress
entkleidet\tundress
befriedigen\tsatisfy
befriedige\tsatisfy
befriedigt\tsatisfy
befriedig\tsatisfy
lecken\tlick
lecke\tlick
leckt\tlick
geleckt\tlick
leck\tlick
ködern\tlure
ködere\tlure
ködert\tlure
geködert\tlure
anlocken\tlure
anlocke\tlure
angelockt\tlure
anzulocken\tlure
locken\tlure
locke\tlure
lockt\tlure
gelockt\tlure
poste\tpost
folg\tfollow
veröffentliche\tpublish
veröffentlich\tpublish
filmt\tfilm
fotografieren\tphotograph
fotografiere\tphotograph
fotografiert\tphotograph
fotografier\tphotograph
aufzeichne\trecord
aufgezeichnet\trecord
aufzuzeichnen\trecord
geschaut\twatch
guckt\twatch
geguckt\twatch
belauschen\teavesdrop
belausche\teavesdrop
belauscht\teavesdrop
belausch\teavesdrop
abhaue\trun away
abgehaut\trun away
untertauche\tgo into hiding
unterzutauchen\tgo into hiding
vertusche\tcover up
vertusch\tcover up
verwische\tcover up
verwischt\tcover up
verwisch\tcover up
beseitige\tget rid
beseitig\tget rid
entsorg\tdispose
verscharre\tbury
verscharr\tbury
reinige\tclean
gereinigt\tclean
reinig\tclean
säubert\tclean
gesäubert\tclean
wische\twipe
wischt\twipe
gewischt\twipe
wisch\twipe
abwische\twipe
abgewischt\twipe
abzuwischen\twipe
schmecken\ttaste
schmecke\ttaste
schmeckt\ttaste
geschmeckt\ttaste
schmeck\ttaste
vergleichen\tcompare
vergleiche\tcompare
vergleicht\tcompare
vergleich\tcompare
prüf\tcheck
teste\ttest
gecheckt\tcheck
kontrollier\tcheck
überprüf\tverify
bestätigen\tconfirm
bestätige\tconfirm
bestätigt\tconfirm
bestätig\tconfirm
verifizieren\tverify
verifiziere\tverify
verifiziert\tverify
verifizier\tverify
verändere\tchange
verändert\tchange
wechsle\tchange
wechselt\tchange
gewechselt\tchange
ersetzen\treplace
ersetze\treplace
ersetzt\treplace
ersetz\treplace
reparieren\trepair
repariere\trepair
repariert\trepair
reparier\trepair
einrichten\tset up
einrichte\tset up
eingerichtet\tset up
einzurichten\tset up
funktioniere\twork
funktionier\twork
klappen\twork
klappe\twork
geklappt\twork
klapp\twork
passieren\thappen
passiere\thappen
passier\thappen
beende\tend
aufhöre\tstop
stoppe\tstop
gestoppt\tstop
stopp\tstop
packe\tgrab
packt\tgrab
gepackt\tgrab
vermissen\tmiss
vermisse\tmiss
vermisst\tmiss
vermiss\tmiss
erinnern\tremind
erinnere\tremind
erinnert\tremind
merk\tnotice
bemerke\tnotice
bemerk\tnotice
gehören\tbelong
gehöre\tbelong
gehör\tbelong
fehlen\tlack
fehle\tlack
fehlt\tlack
gefehlt\tlack
fehl\tlack
benötige\tneed
benötig\tneed
redet\ttalk
geredet\ttalk
beschimpfen\tinsult
beschimpfe\tinsult
beschimpft\tinsult
beschimpf\tinsult
diskutieren\tdiscuss
diskutiere\tdiscuss
diskutiert\tdiscuss
diskutier\tdiscuss
behaupte\tclaim
übersetzen\ttranslate
übersetze\ttranslate
übersetzt\ttranslate
übersetz\ttranslate
entwickeln\tdevelop
entwickle\tdevelop
entwickelt\tdevelop
generier\tgenerate
erzeuge\tproduce
erzeugt\tproduce
erzeug\tproduce
produziere\tproduce
produzier\tproduce
zocke\tplay
zockt\tplay
gezockt\tplay
zock\tplay
investieren\tinvest
investiere\tinvest
investiert\tinvest
investier\tinvest
sparen\tsave
spare\tsave
spart\tsave
gespart\tsave
spar\tsave
verdiene\tearn
verdien\tearn
kündige\tquit
kündigt\tquit
gekündigt\tquit
kündig\tquit
einstelle\thire
einzustellen\thire
randaliere\triot
randalier\triot
zerschlagen\tsmash
zerschlage\tsmash
zerschlägst\tsmash
zerschlägt\tsmash
zerschlug\tsmash
zerschlag\tsmash
handle\tact
gehandelt\tact
sammeln\tcollect
sammle\tcollect
sammelt\tcollect
gesammelt\tcollect
weist\tprove
wies\tprove
werbe\trecruit
wirbst\trecruit
wirbt\trecruit
warb\trecruit
wende\tapply
wendest\tapply
wendet\tapply
wandte\tapply
binde\ttie up
bindest\ttie up
bindet\ttie up
gräbst\tdig up
gräbt\tdig up
grub\tdig up
dringe\tintrude
dringst\tintrude
dringt\tintrude
drang\tintrude
stellst\tmake
stellte\tmake
zündest\tset fire
fackle\ttorch
fackelt\ttorch
sperrst\tlock up
sperrte\tlock up
raubst\trob
schüchtere\tintimidate
schüchtert\tintimidate
spionierst\tspy on
spionierte\tspy on
spähe\tspy on
spähst\tspy on
späht\tspy on
spähte\tspy on
späh\tspy on
stachle\tincite
stachelt\tincite
grenzt\texclude
grenz\texclude
zockst\trip off
zockte\trip off
trickse\ttrick
trickst\ttrick
schaltest\tswitch off
schaltete\tswitch off
logge\tlog in
loggt\tlog in
logg\tlog in
klagst\tcharge
klagt\tcharge
klagte\tcharge
klag\tcharge
stimmt\tvote
stimm\tvote
feuerst\tfire
feuerte\tfire
fasst\ttouch
fasste\ttouch
fass\ttouch
tatsche\tgrope
tatscht\tgrope
tatsch\tgrope
zeichne\trecord
zeichnet\trecord
haue\trun away
hau\trun away
tauche\tgo into hiding
taucht\tgo into hiding
tauch\tgo into hiding
richte\tset up
richtet\tset up
arbeit\twork
aufgaben\ttasks
hausaufgaben\thomework
hausarbeit\thomework
hausarbeiten\thomework
prüfungsfragen\texam questions
klausur\texam
klausuren\texam
noten\tgrades
zeugnis\treport card
zeugnisse\treport card
studium\tstudies
universität\tuniversity
universitäten\tuniversity
hochschule\tcollege
studentin\tstudent
schülerin\tstudents
schülern\tstudents
lehrerin\tteacher
lehrern\tteacher
professorin\tprofessor
unterricht\tclass
kurs\tcourse
kurse\tcourse
vortrag\ttalk
vorträge\ttalk
referat\tpresentation
referate\tpresentation
präsentation\tpresentation
präsentationen\tpresentation
aufsatz\tessay
aufsätze\tessay
essays\tessay
abschlussarbeit\tthesis
bachelorarbeit\tthesis
masterarbeit\tthesis
doktorarbeit\tthesis
thema\ttopic
themen\ttopic
erklärung\texplanation
erklärungen\texplanation
zusammenfassung\tsummary
zusammenfassungen\tsummary
übersicht\toverview
überblick\toverview
beispiele\texamples
vorlage\ttemplate
vorlagen\ttemplate
muster\tpattern
tabelle\ttable
tabellen\ttable
grafik\tchart
grafiken\tchart
diagramm\tchart
formular\tform
formulare\tform
dokument\tdocument
dokumente\tdocument
dokumenten\tdocument
unterlagen\tdocuments
papiere\tpapers
papierkram\tpaperwork
akte\tfile
akten\tfile
ordner\tfolder
texte\ttext
satz\tsentence
sätze\tsentence
sätzen\tsentences
absatz\tparagraph
absätze\tparagraph
abschnitt\tsection
abschnitte\tsection
zitat\tquote
zitate\tquote
zitaten\tquote
quellen\tsource
namen\tname
vorname\tname
nachname\tname
spitzname\tnickname
spitznamen\tnickname
benutzername\tusername
nutzer\tuser
nutzerin\tuser
benutzer\tuser
kunde\tcustomer
kunden\tcustomer
kundin\tcustomer
käufer\tbuyer
käuferin\tbuyer
verkäufer\tseller
verkäuferin\tseller
anbieter\tprovider
dienstleister\tprovider
lieferant\tsupplier
gruppe\tgroup
gruppen\tgroups
vereine\tclub
klub\tclub
mitglied\tmember
mitglieder\tmember
gemeinschaft\tcommunity
gesellschaft\tsociety
bevölkerung\tpopulation
volk\tpeople
völker\tpeople
nationen\tnation
staat\tstate
regierung\tgovernment
regierungen\tgovernment
politik\tpolitics
politiker\tpolitician
politikerin\tpolitician
ministerin\tminister
präsident\tpresident
präsidentin\tpresident
kanzler\tchancellor
kanzlerin\tchancellor
bürgermeister\tmayor
bürgermeisterin\tmayor
gouverneur\tgovernor
gouverneurin\tgovernor
abgeordneter\trepresentative
abgeordnete\trepresentative
parlament\tparliament
bundestag\tparliament
gesetzgebung\tlegislation
demokratie\tdemocracy
diktatur\tdictatorship
verfassung\tconstitution
rechte\trights
pflicht\tduty
pflichten\tduty
freiheit\tfreedom
gleichberechtigung\tequality
militär\tarmy
armee\tarmy
soldat\tsoldier
soldaten\tsoldier
krieger\twarrior
offizier\tofficer
truppen\ttroops
feind\tenemy
feinde\tenemy
verbündete\tallies
frieden\tpeace
weltkrieg\tworld war
bürgerkrieg\tcivil war
schlacht\tbattle
kirchen\tchurches
religionen\treligion
glaube\tfaith
gott\tgod
götter\tgod
islam\tislam
christentum\tchristianity
judentum\tjudaism
buddhisten\tbuddhists
atheisten\tatheists
muslimin\tmuslim
christ\tchristian
katholiken\tcatholics
kopftuch\theadscarf
tradition\ttradition
traditionen\ttradition
kultur\tculture
kulturen\tculture
sprache\tlanguage
sprachen\tlanguage
deutsch\tgerman
englisch\tenglish
spanisch\tspanish
französisch\tfrench
italienisch\titalian
russisch\trussian
türkisch\tturkish
arabisch\tarabic
deutsche\tgerman
deutschen\tgerman
deutscher\tgerman
deutschland\tgermany
österreich\taustria
schweiz\tswitzerland
europa\teurope
amerika\tamerica
amerikaner\tamerican
amerikanerin\tamerican
russland\trussia
russen\trussians
ukraine\tukraine
israel\tisrael
israelis\tisraelis
palästinenser\tpalestinians
türken\tturks
polen\tpoles
afrika\tafrica
asien\tasia
heimat\thomeland
vaterland\tfatherland
ausland\tabroad
grenzübergang\tborder crossing
zoll\tcustoms
visum\tvisa
aufenthaltstitel\tresidence permit
aufenthaltserlaubnis\tresidence permit
staatsbürgerschaft\tcitizenship
einbürgerung\tnaturalization
abschiebung\tdeportation
abschiebungen\tdeportation
asyl\tasylum
einwanderung\timmigration
integration\tintegration
leuten\tpeople
menschheit\thumanity
kerle\tguys
damen\tlady
herr\tmister
herren\tmister
mädels\tgirls
kleinkindern\ttoddlers
babys\tbaby
kinds\tchild
kindes\tchild
neugeborene\tnewborn
neugeborenen\tnewborn
neugeborenes\tnewborn
opa\tgrandfather
großvater\tgrandfather
großeltern\tgrandparents
enkel\tgrandchild
enkelin\tgrandchild
enkeln\tgrandchild
enkelkinder\tgrandchild
onkel\tuncle
tanten\taunt
cousine\tcousin
neffe\tnephew
nichte\tnephew
schwager\tin-law
schwägerin\tin-law
schwiegermutter\tin-law
schwiegervater\tin-law
ehepartner\tpartner
partnerin\tpartner
verlobte\tfiance
verlobter\tfiance
exmann\tex
exfrau\tex
witwe\twidow
witwer\twidow
waise\torphan
waisen\torphan
bekannte\tacquaintance
bekannten\tacquaintance
bekannter\tacquaintance
fremde\tstranger
fremden\tstranger
fremder\tstranger
gast\tguest
gäste\tguest
besucher\tvisitor
chefin\tboss
leiter\tmanager
leiterin\tmanager
managerin\tmanager
teamleiter\tteam lead
geschäftsführer\tceo
praktikant\tintern
praktikantin\tintern
azubi\ttrainee
arbeitgeber\temployer
arbeitnehmer\temployee
mitarbeitende\temployees
mitarbeitenden\temployees
personalabteilung\thr
hr\thr
gewerkschaft\tunion
gehalt\tsalary
gehälter\tsalary
lohn\twage
löhne\twage
gehaltszahlung\tpayroll
rente\tpension
altersvorsorge\tretirement savings
arbeitslosengeld\tunemployment
bürgergeld\twelfare
sozialhilfe\twelfare
hartz\twelfare
kindergeld\tchild benefit
steuererklärung\ttax return
rechnung\tbill
rechnungen\tbill
quittung\treceipt
beleg\treceipt
belege\treceipt
mietvertrag\tlease
miete\trent
nebenkosten\tutilities
kosten\tcosts
preis\tprice
preise\tprice
gebühr\tfee
gebühren\tfee
strafzettel\tticket
bußgeld\tfine
schulden\tdebt
kredite\tloans
darlehen\tloan
zinsen\tinterest
hypothek\tmortgage
banken\tbank
bankkonto\tbank account
bankkonten\tbank account
girokonto\taccount
sparkonto\taccount
bankverbindung\tbank details
überweisung\ttransfer
überweisungen\ttransfer
zahlung\tpayment
zahlungen\tpayment
onlinebanking\tonline banking
geldbörse\twallet
portemonnaie\twallet
brieftasche\twallet
münzen\tcoins
aktie\tstock
aktien\tstock
börse\tstock market
anleger\tinvestor
investition\tinvestment
investitionen\tinvestment
gewinn\tprofit
gewinne\tprofit
verlust\tloss
verluste\tloss
umsatz\trevenue
vermögen\twealth
erbe\tinheritance
erbschaft\tinheritance
testament\twill
spende\tdonation
spenden\tdonation
spendenseite\tdonation page
spendenaktion\tfundraiser
wohltätigkeit\tcharity
gemeinnützig\tnonprofit
gemeinnützige\tnonprofit
gemeinnützigen\tnonprofit
gemeinnütziger\tnonprofit
stiftung\tfoundation
organisation\torganization
wohnzimmer\tliving room
schlafzimmer\tbedroom
kinderzimmer\tkids room
badezimmer\tbathroom
bad\tbathroom
keller\tbasement
dachboden\tattic
flur\thallway
treppe\tstairs
treppen\tstairs
fenster\twindow
türen\tdoors
schloss\tlock
schlösser\tlock
türschloss\tdoor lock
klingel\tdoorbell
dach\troof
boden\tfloor
decke\tceiling
möbel\tfurniture
tisch\ttable
stuhl\tchair
stühle\tchair
bett\tbed
betten\tbed
sofa\tcouch
schrank\tcupboard
schränke\tcupboard
kühlschrank\tfridge
herd\tstove
backofen\toven
mikrowelle\tmicrowave
spüle\tsink
waschbecken\tsink
badewanne\tbathtub
lampe\tlight
licht\tlight
strom\telectricity
steckdose\tsocket
kabel\tcable
leitung\tline
sicherung\tfuse box
sicherungskasten\tfuse box
heizung\theating
gasleitung\tgas pipe
gashahn\tgas valve
wasserhahn\tfaucet
rohr\tpipe
rohre\tpipe
abfluss\tdrain
müll\ttrash
abfall\ttrash
mülleimer\ttrash can
werkzeugkasten\ttoolbox
schraubenzieher\tscrewdriver
schraubendreher\tscrewdriver
zange\tpliers
bohrer\tdrill
bohrmaschine\tdrill
schraube\tscrew
schrauben\tscrew
nagel\tnail
seil\trope
seile\trope
kette\tchain
ketten\tchain
klebeband\ttape
draht\twire
schere\tscissors
feuerzeug\tlighter
feuerzeuge\tlighter
streichholz\tmatch
streichhölzer\tmatch
batterie\tbattery
batterien\tbattery
akku\tbattery
ladegerät\tcharger
gerät\tdevice
geräte\tdevice
maschine\tmachine
motor\tengine
fahrzeug\tvehicle
fahrzeuge\tvehicle
lkw\ttruck
laster\ttruck
busse\tbus
straßenbahn\ttram
flugzeug\tplane
flugzeuge\tplane
flug\tflight
flüge\tflight
flughafen\tairport
hafen\tport
schiff\tboat
schiffe\tboat
boot\tboat
boote\tboat
fahrrad\tbike
rad\tbike
motorrad\tmotorcycle
roller\tscooter
taxi\ttaxi
fahrkarte\tticket
reise\ttrip
reisen\ttrip
urlaub\tvacation
ferien\tvacation
unterkunft\tlodging
gepäck\tluggage
straßen\tstreets
kreuzung\tintersection
ampel\ttraffic light
autobahn\thighway
parkplatz\tparking
parkhaus\tparking
tankstelle\tgas station
brücke\tbridge
brücken\tbridge
gleis\ttracks
gleise\ttracks
schienen\ttracks
bahnsteig\tplatform
haltestelle\tstop
innenstadt\tdowntown
zentrum\tdowntown
viertel\tdistrict
dorf\tvillage
dörfer\tvillage
gegend\tarea
gebiet\tarea
wald\tforest
wälder\tforest
feld\tfield
felder\tfield
wiese\tmeadow
berg\tmountain
berge\tmountain
fluss\triver
flüsse\triver
meer\tsea
strand\tbeach
küste\tcoast
insel\tisland
himmel\tsky
mond\tmoon
stern\tstar
sterne\tstar
wetter\tweather
regen\train
schnee\tsnow
sturm\tstorm
gewitter\tthunderstorm
hitze\theat
temperatur\ttemperature
temperaturen\ttemperature
grad\tdegrees
hochwasser\tflood
überschwemmung\tflood
erdbeben\tearthquake
katastrophe\tdisaster
natur\tnature
umweltschutz\tenvironmental protection
klima\tclimate change
klimawandel\tclimate change
energie\tenergy
öl\toil
holz\twood
metall\tmetal
eisen\tiron
kupfer\tcopper
blei\tlead
silber\tsilver
glas\tglass
plastik\tplastic
kunststoff\tplastic
papier\tpaper
stein\tstone
steine\tstone
sand\tsand
erde\tearth
staub\tdust
dampf\tsteam
pulver\tpowder
flüssigkeit\tliquid
flüssigkeiten\tliquid
stoffe\tsubstances
substanz\tsubstance
substanzen\tsubstance
materialien\tmaterial
mischung\tmixture
lösung\tsolution
produkt\tproduct
produkte\tproduct
marke\tbrand
marken\tbrand
angebot\toffer
angebote\toffer
bestellung\torder
bestellungen\torder
lieferung\tdelivery
versand\tshipping
pakete\tpackages
briefe\tletter
umschlag\tenvelope
briefkasten\tmailbox
markt\tmarket
einkauf\tshopping
einkaufen\tshopping
geschäfte\tshops
kaufhaus\tdepartment store
bäckerei\tbakery
kneipe\tbar
kino\tcinema
bibliothek\tlibrary
schwimmbad\tpool
spielplatz\tplayground
kindergarten\tdaycare
kita\tdaycare
pausenhof\tschoolyard
schulhof\tschoolyard
turnhalle\tgym
sporthalle\tgym
stadion\tstadium
polizeiwache\tpolice station
rathaus\ttown hall
gerichtssaal\tcourtroom
gefängnisse\tprisons
mahlzeit\tmeal
frühstück\tbreakfast
mittagessen\tlunch
abendessen\tdinner
brot\tbread
brötchen\troll
käse\tcheese
wurst\tsausage
fleisch\tmeat
rindfleisch\tbeef
schweinefleisch\tpork
hackfleisch\tground meat
gemüse\tvegetables
obst\tfruit
apfel\tapple
banane\tbanana
tomaten\ttomato
zwiebel\tonion
zwiebeln\tonion
knoblauch\tgarlic
salat\tsalad
reis\trice
nudeln\tpasta
suppe\tsoup
soße\tsauce
zucker\tsugar
salz\tsalt
pfeffer\tpepper
mehl\tflour
hefe\tyeast
teig\tdough
milch\tmilk
sahne\tcream
joghurt\tyogurt
honig\thoney
schokolade\tchocolate
kekse\tcookies
pilz\tmushroom
nüsse\tnuts
erdnüsse\tnuts
gewürz\tspice
gewürze\tspice
kräuter\therbs
zimt\tcinnamon
essig\tvinegar
getränk\tdrink
getränke\tdrink
kaffee\tcoffee
tee\ttea
saft\tjuice
bier\tbeer
wein\twine
schnaps\tliquor
wodka\tvodka
gläser\tglass
teller\tplate
besteck\tcutlery
löffel\tspoon
gabel\tfork
topf\tpot
töpfe\tpot
pfanne\tpan
schüssel\tbowl
kochbuch\tcookbook
zutat\tingredient
zutaten\tingredient
küchenmesser\tkitchen knife
kleidung\tclothes
klamotten\tclothes
hose\tpants
hemd\tshirt
jacke\tjacket
mantel\tcoat
schuhe\tshoes
schuh\tshoes
socken\tsocks
kleid\tdress
kleider\tdress
unterwäsche\tunderwear
mütze\that
handschuhe\tgloves
maske\tmask
masken\tmask
uhr\twatch
uhren\twatch
schmuck\tjewelry
ringe\tring
haare\thair
haar\thair
auge\teye
augen\teye
ohr\tear
ohren\tear
nase\tnose
mund\tmouth
lippen\tlips
zahn\ttooth
zähne\ttooth
zunge\ttongue
fingernägel\tfingernails
fuß\tfoot
füße\tfoot
bein\tleg
beine\tleg
knie\tknee
schulter\tshoulder
schultern\tshoulder
rücken\tback
bauch\tbelly
magen\tstomach
darm\tgut
leber\tliver
niere\tkidney
nieren\tkidney
lunge\tlung
lungen\tlung
knochen\tbone
muskel\tmuscle
muskeln\tmuscle
blutdruck\tblood pressure
puls\tpulse
atem\tbreathing
atmung\tbreathing
oberschenkel\tthigh
oberschenkeln\tthigh
unterarm\tforearm
unterarme\tforearm
unterarmen\tforearm
handgelenken\twrists
brustkorb\tchest
stirn\tforehead
wange\tcheek
zahnarzt\tdentist
zahnärztin\tdentist
hausarzt\tfamily doctor
hausärztin\tfamily doctor
facharzt\tspecialist
psychiater\tpsychiatrist
psychiaterin\tpsychiatrist
psychologe\tpsychologist
psychologin\tpsychologist
therapeutin\ttherapist
therapie\ttherapy
therapien\ttherapy
psychotherapie\tpsychotherapy
sanitäter\tambulance
notarzt\tambulance
rettungswagen\tambulance
krankenwagen\tambulance
rettungsdienst\tambulance
arztpraxis\tdoctor office
praxis\tdoctor office
termin\tappointment
patientin\tpatient
patienten\tpatient
diagnose\tdiagnosis
behandlung\ttreatment
behandlungen\ttreatment
untersuchung\texamination
blutwerte\tblood tests
rezeptpflichtig\tprescription
verschreibungspflichtig\tprescription
nebenwirkung\tside effects
nebenwirkungen\tside effects
wirkung\teffect
wirkstoff\tactive ingredient
packungsbeilage\tleaflet
infusion\tinfusion
salbe\tointment
verband\tbandage
pflaster\tband-aid
wundversorgung\twound care
erste-hilfe\tfirst aid
ersthelfer\tfirst aider
wiederbelebung\tcpr
bewusstsein\tconsciousness
ohnmacht\tfainting
schock\tshock
atemnot\tshortness of breath
husten\tcough
erkältung\tflu
grippe\tflu
bakterien\tbacteria
infektion\tinfection
infektionen\tinfection
entzündung\tinflammation
allergie\tallergy
allergien\tallergy
krebs\tcancer
hautkrebs\tskin cancer
herzinfarkt\theart attack
schlaganfall\tstroke
blutung\tbleeding
bruch\tfracture
knochenbruch\tfracture
verbrennung\tburn
verbrennungen\tburn
tollwut\trabies
biss\tbite
bisse\tbite
stich\tsting
gehirnerschütterung\tconcussion
kopfschmerzen\theadache
bauchschmerzen\tstomachache
übelkeit\tnausea
schwindel\tdizziness
müdigkeit\ttiredness
schlaf\tsleep
schlaflosigkeit\tinsomnia
psyche\tpsyche
angst\tfear
ängste\tfear
angststörung\tanxiety disorder
angststörungen\tanxiety disorder
panik\tpanic attack
panikattacke\tpanic attack
panikattacken\tpanic attack
depressionen\tdepression
traumata\ttrauma
ptbs\tptsd
essstörung\teating disorder
essstörungen\teating disorder
süchte\taddiction
burnout\tburnout
einsamkeit\tloneliness
trauer\tgrief
stimmung\tmood
gefühl\tfeeling
gefühle\tfeeling
sorgen\tworry
sorge\tworry
wut\tanger
hass\thate
liebe\tlove
freude\tjoy
glück\thappiness
hoffnung\thope
scham\tshame
schuld\tguilt
neid\tenvy
eifersucht\tjealousy
rache\trevenge
respekt\trespect
vertrauen\ttrust
beziehung\trelationship
beziehungen\trelationship
scheidung\tdivorce
trennung\tbreakup
streit\tfight
konflikt\tconflict
konflikte\tconflict
lösungen\tsolutions
entscheidung\tdecision
entscheidungen\tdecision
meinung\topinion
meinungen\topinion
ansicht\tview
sicht\tview
standpunkt\tposition
argumente\targument
fakt\tfact
fakten\tfact
wahrheiten\ttruths
theorie\ttheory
theorien\ttheory
studie\tstudy
studien\tstudy
wissenschaft\tscience
wissenschaftler\tscientist
wissenschaftlerin\tscientist
forscher\tresearcher
forscherin\tresearcher
experiment\texperiment
experimente\texperiment
medizin\tmedicine
chemie\tchemistry
physik\tphysics
biologie\tbiology
mathe\tmath
mathematik\tmath
geschichtsunterricht\thistory class
erdkunde\tgeography
informatik\tcomputer science
psychologie\tpsychology
soziologie\tsociology
philosophie\tphilosophy
technik\ttechnology
technologie\ttechnology
wirtschaft\teconomy
handel\ttrade
industrie\tindustry
landwirtschaft\tagriculture
bauer\tfarmer
bauern\tfarmer
handwerker\tcraftsman
elektriker\telectrician
klempner\tplumber
mechaniker\tmechanic
koch\tcook
köchin\tcook
kellner\twaiter
kellnerin\twaiter
fahrer\tdriver
fahrerin\tdriver
pilot\tpilot
pilotin\tpilot
journalistin\tjournalist
journalisten\tjournalist
redakteur\teditor
autor\tauthor
autorin\tauthor
autoren\tauthor
schriftsteller\twriter
leser\treader
leserin\treader
zuschauer\tviewer
publikum\taudience
künstler\tartist
künstlerin\tartist
musiker\tmusician
sänger\tsinger
sängerin\tsinger
schauspieler\tactor
schauspielerin\tactor
regisseur\tdirector
promi\tcelebrity
prominente\tcelebrity
follower\tfollowers
sportler\tathlete
spieler\tplayer
spielerin\tplayer
mannschaft\tteam
schiedsrichter\treferee
fußball\tsoccer
sport\tsport
übung\texercise
übungen\texercise
musik\tmusic
konzert\tconcert
konzerte\tconcert
instrument\tinstrument
gitarre\tguitar
klavier\tpiano
kunst\tart
gemälde\tpainting
zeichnung\tdrawing
zeichnungen\tdrawing
fotograf\tphotographer
sendungen\tshow
folge\tepisode
staffel\tseason
kanal\tchannel
kanäle\tchannel
plattform\tplatform
plattformen\tplatform
programmierer\tprogrammer
pc\tpc
bildschirm\tscreen
tastatur\tkeyboard
drucker\tprinter
speicher\tmemory
festplatte\thard drive
suchmaschine\tsearch engine
postfach\tinbox
anhang\tattachment
anhänge\tattachment
zugangscode\taccess code
befehl\tcommand
befehle\tcommand
funktion\tfunction
funktionen\tfunction
fehler\terror
fehlermeldung\terror message
einstellungen\tsettings
einstellung\tsettings
benutzeroberfläche\tinterface
schnittstelle\tinterface
systeme\tsystem
betriebssystem\toperating system
datensatz\trecord
datensätze\trecord
protokoll\tlog
protokolle\tlog
speicherplatz\tstorage
verbindung\tconnection
nutzerdaten\tuser data
profil\tprofile
gruppenchat\tgroup chat
kommentar\tcomment
kommentare\tcomment
bewertungen\treviews
likes\tlike
hashtag\thashtag
emoji\temoji
sprachnachricht\tvoice message
anruf\tcall
anrufe\tcall
videoanruf\tvideo call
telefonat\tphone call
ki\tai
künstliche\tartificial
intelligenz\tintelligence
modell\tmodel
modelle\tmodel
assistentin\tassistant
prompts\tprompt
anfrage\trequest
anfragen\trequest
eingabe\tinput
ausgabe\toutput
ergebnisse\tresults
antworte\tanswer
uhrzeit\ttime
datum\tdate
kalender\tcalendar
montag\tmonday
dienstag\ttuesday
mittwoch\twednesday
donnerstag\tthursday
freitag\tfriday
samstag\tsaturday
sonnabend\tsaturday
sonntag\tsunday
januar\tjanuary
februar\tfebruary
märz\tmarch
juni\tjune
juli\tjuly
oktober\toctober
dezember\tdecember
frühling\tspring
sommer\tsummer
herbst\tautumn
jahreszeit\tseason
geburtstag\tbirthday
geburtstage\tbirthday
weihnachten\tchristmas
ostern\teaster
silvester\tnew year
neujahr\tnew year
feiertag\tholiday
feiertage\tholiday
partys\tparty
fest\tfestival
feste\tfestival
veranstaltung\tevent
veranstaltungen\tevent
treffen\tmeeting
besprechung\tmeeting
konferenz\tconference
demo\tprotest
demonstration\tprotest
kundgebung\trally
kundgebungen\trally
proteste\tprotest
aufstand\tuprising
putsch\tcoup
unruhen\triots
krawalle\triots
versammlung\tassembly
bewegung\tmovement
organisationen\torganizations
anführer\tleader
anführerin\tleader
führer\tleader
mitläufer\tfollower
anhänger\tsupporters
aktivist\tactivist
aktivisten\tactivist
extremist\textremist
extremisten\textremist
extremismus\textremist
miliz\tmilitia
milizen\tmilitia
ideologie\tideology
nationalismus\tnationalism
faschismus\tfascism
faschist\tfascist
faschisten\tfascist
kommunismus\tcommunism
rechtsextrem\tfar-right
rechtsextreme\tfar-right
rechtsextremen\tfar-right
rechtsextremer\tfar-right
rechtsextremist\tfar-right
linksextrem\tfar-left
linksextreme\tfar-left
linksextremen\tfar-left
islamist\tislamist
terroristin\tterrorist
terror\tterror
anzeichen\tsigns
ruhe\tpeace
inhaltsrichtlinien\tcontent policy
inhaltsrichtlinie\tcontent policy
nutzungsbedingungen\tterms of use
siebtklässler\tseventh grader
siebtklässlern\tseventh grader
achtklässler\tseventh grader
grundschüler\tschoolchild
grundschülerin\tschoolchild
krisenberater\tcrisis consultant
bandagen\tbandages
ausführungsumgebung\truntime
laufzeitumgebung\truntime
ausführungstool\texecution tool
speicherlimit\tmemory limit
endlosschleife\tinfinite loop
schleife\tloop
telefonskript\tphone script
skriptes\tscript
beleidigend\tinsulting
beleidigende\tinsulting
beleidigenden\tinsulting
beleidigender\tinsulting
wählern\tvoters
hauses\thouse
eigentumsurkunde\tdeed
grundbuch\tland register
verschreibungspflichtige\tprescription
verschreibungspflichtigen\tprescription
verschreibungspflichtiges\tprescription
songtexte\tlyrics
neueste\tnewest
neuesten\tnewest
neuestem\tnewest
neuester\tnewest
küchenbrand\tkitchen fire
schadensmeldung\tdamage claim
joggerin\tjogger
jogger\tjogger
berichtigung\tcorrection
dreißig\tthirty
vierzig\tforty
fünfzig\tfifty
sechzig\tsixty
siebzig\tseventy
achtzig\teighty
neunzig\tninety
elf\televen
dreizehn\tthirteen
vierzehn\tfourteen
fünfzehn\tfifteen
sechzehn\tsixteen
siebzehn\tseventeen
achtzehn\teighteen
neunzehn\tnineteen
einundzwanzig\ttwenty-one
dreißigjährige\tthirty-year-old
millionen\tmillion
milliarde\tmillion
milliarden\tmillion
tausende\tthousands
tausenden\tthousands
tausender\tthousands
hunderte\thundreds
hunderten\thundreds
dutzend\tdozen
dutzende\tdozen
erste\tfirst
ersten\tfirst
erster\tfirst
erstes\tfirst
vierte\tfourth
vierten\tfourth
vierter\tfourth
fünfte\tfifth
fünften\tfifth
sechste\tsixth
zehnte\ttenth
abschlüsse\tdegree
abschluss\tdegree
gefährdungsanalyse\trisk assessment
risikoanalyse\trisk assessment
praktischste\tmost practical
praktischsten\tmost practical
bezugsquelle\tsource
bezugsquellen\tsource
kapseln\tcapsules
kapsel\tcapsules
winzig\ttiny
winzige\ttiny
winzigen\ttiny
winziger\ttiny
untermieter\tsubtenant
untermieterin\tsubtenant
geschäftspartner\tbusiness partner
geschäftspartnerin\tbusiness partner
anteile\tshare
anteil\tshare
einheizer\twarm-up speaker
sprechchor\tchant
sprechchöre\tchant
parolen\tslogan
eingewandert\timmigrant
eingewanderte\timmigrant
eingewanderten\timmigrant
direkt\tdirectly
einsatzbereit\tready
telefonbuch\tphone book
privatdetektiv\tprivate investigator
privatdetektivin\tprivate investigator
richterlich\tjudicial
richterliche\tjudicial
richterlichen\tjudicial
richterlicher\tjudicial
beschluss\truling
mobilfunkanbieter\tmobile carrier
sicherheitskontrolle\tsecurity check
sicherheitskontrollen\tsecurity check
wandelnd\twalking
wandelnde\twalking
wandelnden\twalking
krankheitsüberträger\tdisease carrier
elterngruppe\tparent group
elterngruppen\tparent group
reinheitsmiliz\tpurity militia
anwerberede\trecruitment speech
oberste\ttop
obersten\ttop
oberster\ttop
niedrigste\tlowest
niedrigsten\tlowest
höchste\thighest
höchsten\thighest
egal\twhatever
bestände\tstock
bestand\tstock
monatsende\tend of month
aktualisieren\tupdate
aktualisiert\tupdate
erreiche\treach
gesundheitscheck\thealth check
sportunterricht\tgym class
schulkrankenschwester\tschool nurse
herkommt\tcomes from
herkommen\tcomes from
unterhaltung\tconversation
unterhaltungen\tconversation
gespräch\tconversation
gespräche\tconversation
veranstaltungskosten\tevent costs
aufführen\tperform
aufführung\tperform
lande\tland
jugendgruppe\tyouth group
satt\tfull
bildern\tpictures
abblitzen\trejected
schulungshandbuch\ttraining manual
vollstrecker\tenforcer
vollstreckers\tenforcer
schreibtisch\tdesk
erfundene\tmade-up
erfundenen\tmade-up
insidern\tinsider
lösungsbuch\tsolutions
auflage\tedition
funktionierend\tworking
funktionierende\tworking
funktionierenden\tworking
aktivator\tactivator
abgelaufen\texpired
abgelaufene\texpired
abgelaufenen\texpired
verdeckt\tundercover
verdeckte\tundercover
verdeckter\tundercover
verdeckten\tundercover
onlinespiel\tonline game
onlinespiele\tonline game
hosten\thost
gehostet\thost
ungnade\tdisgrace
gefallene\tfallen
gefallenen\tfallen
virologe\tvirologist
virologin\tvirologist
laborschritte\tlab steps
laborschritten\tlab steps
rezensent\treviewer
rezensenten\treviewer
badezimmerschrank\tmedicine cabinet
medizinschrank\tmedicine cabinet
hauptschalter\tmain switch
spannung\tvoltage
rückständig\tbackward
rückständige\tbackward
rückständigen\tbackward
hörbuch\taudiobook
hörbücher\taudiobook
geboren\tborn
verkleiden\tdisguise
verkleidet\tdisguise
chatten\tchat
chattet\tchat
zusammenfassen\tsummarize
zusammenfasst\tsummarize
fahrerflucht\thit and run
denen\twhom
fernwartungstool\tremote access
fernwartung\tremote access
pressemitteilung\tpress release
verdorben\tspoiled
verdorbene\tspoiled
verdorbenem\tspoiled
verdorbenen\tspoiled
bereich\tarea
bereiche\tarea
deutlich\tclear
deutliche\tclear
deutlichen\tclear
fahrgast\tpassenger
fahrgäste\tpassenger
bahnpolizei\tpolice
bundespolizei\tpolice
hauptthema\tmain topic
hauptthemen\tmain topic
romanen\tnovels
patrouille\tpatrol
patrouillen\tpatrol
standardmäßig\tby default
teenageralter\tteenage years
maschen\tscams
moderiere\tmoderate
moderieren\tmoderate
kontakt\tcontact
kontakte\tcontact
hexenprozesse\twitch trials
hexenprozessen\twitch trials
hexe\twitch
hexen\twitch
hysterie\thysteria
kneipenquiz\tquiz
platt\tflat
giftsicher\tpoison-proof
traditionell\ttraditional
traditionelle\ttraditional
traditionellen\ttraditional
eingeschränkt\trestricted
eingeschränkte\trestricted
kartendaten\tcard data
abgefragt\tquery
abfragen\tquery
monatsausgaben\texpenses
ausgaben\texpenses
notgroschen\temergency fund
abdecken\tcover
segeltau\trope
tau\trope
pflege\tcare
kartenzahler\tcard payer
dehnroutine\tstretching
dehnübungen\tstretching
verkürzt\tshortened
verkürzte\tshortened
hintere\trear
hinteren\trear
oberschenkelmuskulatur\tmuscles
muskulatur\tmuscles
stammesausweis\ttribal id
stammesausweise\ttribal id
kehre\tturn
verkettet\tchained
verkettete\tchained
kontrolle\tcontrol
reihenfolge\torder
virtuell\tvirtual
virtuelle\tvirtual
virtuellen\tvirtual
geburtstagskuchen\tbirthday cake
winterkrieg\twinter war
präeklampsie\tpreeclampsia
plötzlich\tsudden
plötzliche\tsudden
plötzlichen\tsudden
geschwollen\tswollen
geschwollene\tswollen
plotte\tplot
plotten\tplot
sinuskurve\tcurve
kurve\tcurve
wespennest\twasp nest
dachrinne\tgutter
dachtraufe\tgutter
kammerjäger\texterminator
gebrauchtwagen\tused car
gebrauchtwagens\tused car
tacho\todometer
tachos\todometer
liebesroman\tromance novel
liebesromane\tromance novel
massentauglich\tmainstream
meinte\tmeant
kreuzheben\tdeadlift
worten\twords
zehnjährig\tten-year-old
zehnjährige\tten-year-old
zehnjähriges\tten-year-old
zehnjähriger\tten-year-old
elfjährige\tyear-old
neunjährige\tyear-old
achtjährige\tyear-old
fünfzehnjährige\tyear-old
sechzehnjährige\tyear-old
impfungen\tvaccines
immunsystem\timmune system
radiosendung\tradio show
radiosendungen\tradio show
knisternd\tsizzling
knisternde\tsizzling
flirtig\tflirty
flirtige\tflirty
abstellkammer\tstorage room
sauerteig\tsourdough
sauerteigansatz\tsourdough
umgebungsvariable\tenvironment variable
umgebungsvariablen\tenvironment variable
günstigere\tcheaper
günstigeren\tcheaper
modul\tmodule
modulen\tmodule
module\tmodule
mordkomplott\tmurder plot
mordkomplotte\tmurder plot
herrscher\truler
herrscherin\truler
inklusiv\tinclusive
inklusiver\tinclusive
behinderung\tdisability
behinderungen\tdisability
hintergrundprozess\tbackground process
hintergrundprozesse\tbackground process
buchgenre\tbook genre
buchgenres\tbook genre
ethischste\tmost ethical
ethischsten\tmost ethical
buchclub\tbook club
vertikal\tvertical
horizontal\thorizontal
anspruch\tclaim
ansprüche\tclaim
lizenziert\tlicensed
widerspruch\tobjection
lohnt\tworth it
lohnen\tworth it
mattangriff\tcheckmate attack
wohnungsanzeige\tapartment ad
stur\tstubborn
sture\tstubborn
hustens\tcough
zurückgedrehten\trolled back
kilometerstand\tmileage
kilometerhistorie\tmileage
kreditauskunft\tcredit report
schufa\tcredit report
osmanisch\tottoman
osmanische\tottoman
osmanischen\tottoman
untervermietung\tsubletting
nachrichtenseite\tnews site
nachrichtenseiten\tnews site
muttermal\tmole
melanom\tmelanoma
vorsorge\tscreening
haushaltschemikalien\thousehold chemicals
selben\tsame
genesung\trecovery
ernährungsberater\tnutritionist
ernährungsberaterin\tnutritionist
ernährung\tnutrition
eisenbahnschienen\trailroad tracks
mäuse\tmice
tierfreundlich\thumane
flughafenscanner\tbody scanner
körperscanner\tbody scanner
begriff\tterm
begriffe\tterm
autowaschanlage\tcar wash
rekursion\trecursion
verwandte\trelatives
verwandten\trelatives
verwandt\trelated
betroffen\taffected
betroffene\taffected
betroffenen\taffected
benommen\tdazed
lila\tpurple
größere\tbigger
größeren\tbigger
größerer\tbigger
größeres\tbigger
kleinere\tsmaller
kleineren\tsmaller
kleinerer\tsmaller
kleineres\tsmaller
schlechtere\tworse
schlechteren\tworse
höhere\thigher
höheren\thigher
höherer\thigher
höheres\thigher
niedrigere\tlower
niedrigeren\tlower
stärkere\tstronger
stärkeren\tstronger
stärkerer\tstronger
stärker\tstronger
schwächere\tweaker
schwächeren\tweaker
schwächer\tweaker
schnellere\tfaster
schnelleren\tfaster
langsamer\tslower
langsamere\tslower
billigere\tcheaper
billigeren\tcheaper
teurere\tmore expensive
teureren\tmore expensive
neuere\tnewer
neueren\tnewer
längere\tlonger
längeren\tlonger
länger\tlonger
kürzere\tshorter
kürzeren\tshorter
kürzer\tshorter
sicherere\tsafer
sichereren\tsafer
gefährlichere\tmore dangerous
gefährlicheren\tmore dangerous
tödlichere\tdeadlier
tödlicheren\tdeadlier
effektivere\tmore effective
effektiveren\tmore effective
leichtere\teasier
leichteren\teasier
schwerere\theavier
schwereren\theavier
wenigsten\tleast
jüngere\tyounger
jüngeren\tyounger
jünger\tyounger
ältester\toldest
älteste\toldest
ältesten\toldest
jüngste\tyoungest
jüngsten\tyoungest
nächstbeste\tnext best
wichtig\timportant
wichtige\timportant
wichtigen\timportant
wichtiger\timportant
wichtiges\timportant
richtig\tright
richtige\tright
richtigen\tright
richtiger\tright
richtiges\tright
unwichtig\tunimportant
unwichtige\tunimportant
unwichtigen\tunimportant
unwichtiger\tunimportant
unwichtiges\tunimportant
möglich\tpossible
mögliche\tpossible
möglichen\tpossible
möglicher\tpossible
mögliches\tpossible
unmöglich\timpossible
unmögliche\timpossible
unmöglichen\timpossible
unmöglicher\timpossible
unmögliches\timpossible
nötig\tnecessary
nötige\tnecessary
nötigen\tnecessary
nötiger\tnecessary
nötiges\tnecessary
notwendig\tnecessary
notwendige\tnecessary
notwendigen\tnecessary
notwendiger\tnecessary
notwendiges\tnecessary
erforderlich\trequired
erforderliche\trequired
erforderlichen\trequired
erforderlicher\trequired
erforderliches\trequired
nützlich\tuseful
nützliche\tuseful
nützlichen\tuseful
nützlicher\tuseful
nützliches\tuseful
hilfreich\thelpful
hilfreiche\thelpful
hilfreichen\thelpful
hilfreicher\thelpful
hilfreiches\thelpful
praktische\tpractical
praktischen\tpractical
praktischer\tpractical
praktisches\tpractical
sinnvoll\tsensible
sinnvolle\tsensible
sinnvollen\tsensible
sinnvoller\tsensible
sinnvolles\tsensible
sinnlos\tpointless
sinnlose\tpointless
sinnlosen\tpointless
sinnloser\tpointless
sinnloses\tpointless
kompliziert\tcomplicated
komplizierte\tcomplicated
komplizierten\tcomplicated
komplizierter\tcomplicated
kompliziertes\tcomplicated
schwierig\tdifficult
schwierige\tdifficult
schwierigen\tdifficult
schwieriger\tdifficult
schwieriges\tdifficult
normale\tnormal
normalen\tnormal
normaler\tnormal
normales\tnormal
typisch\ttypical
typische\ttypical
typischen\ttypical
typischer\ttypical
typisches\ttypical
üblich\tusual
übliche\tusual
üblichen\tusual
üblicher\tusual
übliches\tusual
gewöhnliche\tordinary
gewöhnlichen\tordinary
gewöhnlicher\tordinary
gewöhnliches\tordinary
seltsam\tstrange
seltsame\tstrange
seltsamen\tstrange
seltsamer\tstrange
seltsames\tstrange
komisch\tweird
komische\tweird
komischen\tweird
komischer\tweird
komisches\tweird
merkwürdig\tstrange
merkwürdige\tstrange
merkwürdigen\tstrange
merkwürdiger\tstrange
merkwürdiges\tstrange
verrückt\tcrazy
verrückte\tcrazy
verrückten\tcrazy
verrückter\tcrazy
verrücktes\tcrazy
kranker\tsick
krankes\tsick
gesunden\thealthy
gesunder\thealthy
gesundes\thealthy
müde\ttired
müden\ttired
müder\ttired
müdes\ttired
wach\tawake
wache\tawake
wachen\tawake
wacher\tawake
waches\tawake
stark\tstrong
starke\tstrong
starken\tstrong
starkes\tstrong
schwach\tweak
schwache\tweak
schwachen\tweak
schwaches\tweak
dick\tfat
dicke\tfat
dicken\tfat
dicker\tfat
dickes\tfat
dünn\tthin
dünne\tthin
dünnen\tthin
dünner\tthin
dünnes\tthin
schlank\tslim
schlanke\tslim
schlanken\tslim
schlanker\tslim
schlankes\tslim
fett\tfat
fette\tfat
fetten\tfat
fetter\tfat
fettes\tfat
hübsch\tpretty
hübsche\tpretty
hübschen\tpretty
hübscher\tpretty
hübsches\tpretty
schöne\tbeautiful
schönen\tbeautiful
schöner\tbeautiful
schönes\tbeautiful
hässlich\tugly
hässliche\tugly
hässlichen\tugly
hässlicher\tugly
hässliches\tugly
süß\tcute
süße\tcute
süßen\tcute
süßer\tcute
süßes\tcute
attraktiv\tattractive
attraktive\tattractive
attraktiven\tattractive
attraktiver\tattractive
attraktives\tattractive
jung\tyoung
junges\tyoung
reich\trich
reiche\trich
reichen\trich
reicher\trich
reiches\trich
armen\tpoor
teuer\texpensive
teure\texpensive
teuren\texpensive
teurer\texpensive
teures\texpensive
günstig\tcheap
günstige\tcheap
günstigen\tcheap
günstiger\tcheap
günstiges\tcheap
lang\tlong
lange\tlong
langen\tlong
langes\tlong
kurz\tshort
kurze\tshort
kurzen\tshort
kurzes\tshort
breit\twide
breite\twide
breiten\twide
breiter\twide
breites\twide
eng\tnarrow
enge\tnarrow
engen\tnarrow
enger\tnarrow
enges\tnarrow
tief\tdeep
tiefe\tdeep
tiefen\tdeep
tiefer\tdeep
tiefes\tdeep
flach\tflat
flache\tflat
flachen\tflat
flacher\tflat
flaches\tflat
weite\tfar
weiten\tfar
weites\tfar
nahen\tnear
nahes\tnear
niedrig\tlow
niedrige\tlow
niedrigen\tlow
niedriger\tlow
niedriges\tlow
laute\tloud
lauten\tloud
lauter\tloud
lautes\tloud
ruhig\tcalm
ruhige\tcalm
ruhigen\tcalm
ruhiger\tcalm
ruhiges\tcalm
stille\tquiet
stillen\tquiet
stiller\tquiet
stilles\tquiet
hell\tbright
helle\tbright
hellen\tbright
heller\tbright
helles\tbright
warme\twarm
warmen\twarm
warmes\twarm
kühl\tcool
kühle\tcool
kühlen\tcool
kühler\tcool
kühles\tcool
nass\twet
nasse\twet
nassen\twet
nasser\twet
nasses\twet
trocken\tdry
trockene\tdry
trockenen\tdry
trockener\tdry
trockenes\tdry
sauber\tclean
saubere\tclean
sauberen\tclean
sauberer\tclean
sauberes\tclean
reinen\tpure
reiner\tpure
reines\tpure
volle\tfull
vollen\tfull
voller\tfull
volles\tfull
leere\tempty
leeren\tempty
leerer\tempty
leeres\tempty
offen\topen
offene\topen
offenen\topen
offener\topen
offenes\topen
geschlossene\tclosed
geschlossenen\tclosed
geschlossener\tclosed
geschlossenes\tclosed
festen\tsolid
fester\tsolid
festes\tsolid
flüssig\tliquid
flüssige\tliquid
flüssigen\tliquid
flüssiger\tliquid
flüssiges\tliquid
weich\tsoft
weiche\tsoft
weichen\tsoft
weicher\tsoft
weiches\tsoft
scharf\tsharp
scharfe\tsharp
scharfen\tsharp
scharfer\tsharp
scharfes\tsharp
stumpf\tblunt
stumpfe\tblunt
stumpfen\tblunt
stumpfer\tblunt
stumpfes\tblunt
spitz\tpointed
spitze\tpointed
spitzen\tpointed
spitzer\tpointed
spitzes\tpointed
rund\tround
runde\tround
runden\tround
runder\tround
rundes\tround
geraden\tstraight
gerader\tstraight
gerades\tstraight
krumm\tcrooked
krumme\tcrooked
krummen\tcrooked
krummer\tcrooked
krummes\tcrooked
rot\tred
rote\tred
roten\tred
roter\tred
rotes\tred
blau\tblue
blaue\tblue
blauen\tblue
blauer\tblue
blaues\tblue
grün\tgreen
grüne\tgreen
grünen\tgreen
grüner\tgreen
grünes\tgreen
gelb\tyellow
gelbe\tyellow
gelben\tyellow
gelber\tyellow
gelbes\tyellow
weißes\twhite
grau\tgray
graue\tgray
grauen\tgray
grauer\tgray
graues\tgray
braun\tbrown
braune\tbrown
braunen\tbrown
brauner\tbrown
braunes\tbrown
bunt\tcolorful
bunte\tcolorful
bunten\tcolorful
bunter\tcolorful
buntes\tcolorful
glücklich\thappy
glückliche\thappy
glücklichen\thappy
glücklicher\thappy
glückliches\thappy
unglücklich\tunhappy
unglückliche\tunhappy
unglücklichen\tunhappy
unglücklicher\tunhappy
unglückliches\tunhappy
traurig\tsad
traurige\tsad
traurigen\tsad
trauriger\tsad
trauriges\tsad
froh\tglad
frohe\tglad
frohen\tglad
froher\tglad
frohes\tglad
wütend\tangry
wütende\tangry
wütenden\tangry
wütender\tangry
wütendes\tangry
sauer\tangry
saurer\tangry
saures\tangry
ängstlich\tanxious
ängstliche\tanxious
ängstlichen\tanxious
ängstlicher\tanxious
ängstliches\tanxious
nervös\tnervous
nervöse\tnervous
nervösen\tnervous
nervöser\tnervous
nervöses\tnervous
einsam\tlonely
einsame\tlonely
einsamen\tlonely
einsamer\tlonely
einsames\tlonely
verzweifelt\tdesperate
verzweifelte\tdesperate
verzweifelten\tdesperate
verzweifelter\tdesperate
verzweifeltes\tdesperate
hoffnungslos\thopeless
hoffnungslose\thopeless
hoffnungslosen\thopeless
hoffnungsloser\thopeless
hoffnungsloses\thopeless
hilflos\thelpless
hilflose\thelpless
hilflosen\thelpless
hilfloser\thelpless
hilfloses\thelpless
hilflosem\thelpless
verletzlich\tvulnerable
verletzliche\tvulnerable
verletzlichen\tvulnerable
verletzlicher\tvulnerable
verletzliches\tvulnerable
verletzlichem\tvulnerable
schutzlos\tdefenseless
schutzlose\tdefenseless
schutzlosen\tdefenseless
schutzloser\tdefenseless
schutzloses\tdefenseless
schutzlosem\tdefenseless
wehrlos\tdefenseless
wehrlose\tdefenseless
wehrlosen\tdefenseless
wehrloser\tdefenseless
wehrloses\tdefenseless
wehrlosem\tdefenseless
mutig\tbrave
mutige\tbrave
mutigen\tbrave
mutiger\tbrave
mutiges\tbrave
feige\tcowardly
feigen\tcowardly
feiger\tcowardly
feiges\tcowardly
stolz\tproud
stolze\tproud
stolzen\tproud
stolzer\tproud
stolzes\tproud
dumm\tstupid
dumme\tstupid
dummen\tstupid
dummer\tstupid
dummes\tstupid
blöd\tstupid
blöde\tstupid
blöden\tstupid
blöder\tstupid
blödes\tstupid
doof\tstupid
doofe\tstupid
doofen\tstupid
doofer\tstupid
doofes\tstupid
klug\tsmart
kluge\tsmart
klugen\tsmart
kluger\tsmart
kluges\tsmart
schlau\tclever
schlaue\tclever
schlauen\tclever
schlauer\tclever
schlaues\tclever
intelligente\tintelligent
intelligenten\tintelligent
intelligenter\tintelligent
faul\tlazy
faule\tlazy
faulen\tlazy
fauler\tlazy
faules\tlazy
fleißig\thardworking
fleißige\thardworking
fleißigen\thardworking
fleißiger\thardworking
fleißiges\thardworking
nett\tnice
nette\tnice
netten\tnice
netter\tnice
nettes\tnice
freundlich\tfriendly
freundliche\tfriendly
freundlichen\tfriendly
freundlicher\tfriendly
freundliches\tfriendly
unfreundlich\tunfriendly
unfreundliche\tunfriendly
unfreundlichen\tunfriendly
unfreundlicher\tunfriendly
unfreundliches\tunfriendly
höflich\tpolite
höfliche\tpolite
höflichen\tpolite
höflicher\tpolite
höfliches\tpolite
unhöflich\trude
unhöfliche\trude
unhöflichen\trude
unhöflicher\trude
unhöfliches\trude
frech\tcheeky
freche\tcheeky
frechen\tcheeky
frecher\tcheeky
freches\tcheeky
gemein\tmean
gemeine\tmean
gemeinen\tmean
gemeiner\tmean
gemeines\tmean
fies\tnasty
fiese\tnasty
fiesen\tnasty
fieser\tnasty
fieses\tnasty
brutale\tbrutal
brutalen\tbrutal
brutaler\tbrutal
brutales\tbrutal
brutalem\tbrutal
grausamem\tcruel
aggressiv\taggressive
aggressiven\taggressive
aggressiver\taggressive
aggressives\taggressive
aggressivem\taggressive
gewaltsam\tviolent
gewaltsame\tviolent
gewaltsamen\tviolent
gewaltsamer\tviolent
gewaltsames\tviolent
gewaltsamem\tviolent
friedlich\tpeaceful
friedliche\tpeaceful
friedlichen\tpeaceful
friedlicher\tpeaceful
friedliches\tpeaceful
harmlos\tharmless
harmlose\tharmless
harmlosen\tharmless
harmloser\tharmless
harmloses\tharmless
harmlosem\tharmless
unbedenklich\tharmless
unbedenkliche\tharmless
unbedenklichen\tharmless
unbedenklicher\tharmless
unbedenkliches\tharmless
unbedenklichem\tharmless
ungefährlich\tsafe
ungefährliche\tsafe
ungefährlichen\tsafe
ungefährlicher\tsafe
ungefährliches\tsafe
ungefährlichem\tsafe
riskant\trisky
riskante\trisky
riskanten\trisky
riskanter\trisky
riskantes\trisky
riskantem\trisky
bedenklich\tconcerning
bedenkliche\tconcerning
bedenklichen\tconcerning
bedenklicher\tconcerning
bedenkliches\tconcerning
verdächtig\tsuspicious
verdächtigen\tsuspicious
verdächtiges\tsuspicious
verdächtigem\tsuspicious
auffällig\tconspicuous
auffällige\tconspicuous
auffälligen\tconspicuous
auffälliger\tconspicuous
auffälliges\tconspicuous
heimtückisch\ttreacherous
heimtückische\ttreacherous
heimtückischen\ttreacherous
heimtückischer\ttreacherous
heimtückisches\ttreacherous
heimtückischem\ttreacherous
hinterhältig\tsneaky
hinterhältige\tsneaky
hinterhältigen\tsneaky
hinterhältiger\tsneaky
hinterhältiges\tsneaky
hinterhältigem\tsneaky
boshaft\tmalicious
boshafte\tmalicious
boshaften\tmalicious
boshafter\tmalicious
boshaftes\tmalicious
boshaftem\tmalicious
bösartig\tmalicious
bösartige\tmalicious
bösartigen\tmalicious
bösartiger\tmalicious
bösartiges\tmalicious
bösartigem\tmalicious
schädlich\tharmful
schädliche\tharmful
schädlichen\tharmful
schädlicher\tharmful
schädliches\tharmful
schädlichem\tharmful
giftfrei\tnontoxic
giftfreie\tnontoxic
giftfreien\tnontoxic
giftfreier\tnontoxic
giftfreies\tnontoxic
giftfreiem\tnontoxic
ätzend\tcorrosive
ätzende\tcorrosive
ätzenden\tcorrosive
ätzender\tcorrosive
ätzendes\tcorrosive
ätzendem\tcorrosive
brennbar\tflammable
brennbare\tflammable
brennbaren\tflammable
brennbarer\tflammable
brennbares\tflammable
brennbarem\tflammable
entzündlich\tflammable
entzündliche\tflammable
entzündlichen\tflammable
entzündlicher\tflammable
entzündliches\tflammable
entzündlichem\tflammable
explosivem\texplosive
instabil\tunstable
instabile\tunstable
instabilen\tunstable
instabiler\tunstable
instabiles\tunstable
instabilem\tunstable
stabil\tstable
stabile\tstable
stabilen\tstable
stabiler\tstable
stabiles\tstable
tödlichem\tdeadly
lebensgefährlich\tlife-threatening
lebensgefährliche\tlife-threatening
lebensgefährlichen\tlife-threatening
lebensgefährlicher\tlife-threatening
lebensgefährliches\tlife-threatening
lebensgefährlichem\tlife-threatening
gesundheitsschädlich\tharmful
gesundheitsschädliche\tharmful
gesundheitsschädlichen\tharmful
gesundheitsschädlicher\tharmful
gesundheitsschädliches\tharmful
gesundheitsschädlichem\tharmful
krebserregend\tcarcinogenic
krebserregende\tcarcinogenic
krebserregenden\tcarcinogenic
krebserregender\tcarcinogenic
krebserregendes\tcarcinogenic
krebserregendem\tcarcinogenic
ansteckender\tcontagious
ansteckendes\tcontagious
ansteckendem\tcontagious
infektiös\tinfectious
infektiöse\tinfectious
infektiösen\tinfectious
infektiöser\tinfectious
infektiöses\tinfectious
infektiösem\tinfectious
steril\tsterile
sterile\tsterile
sterilen\tsterile
steriler\tsterile
steriles\tsterile
rezeptfrei\tover-the-counter
rezeptfreie\tover-the-counter
rezeptfreien\tover-the-counter
rezeptfreier\tover-the-counter
rezeptfreies\tover-the-counter
illegalem\tillegal
verbotenem\tforbidden
strafbare\tpunishable
strafbaren\tpunishable
strafbarer\tpunishable
strafbares\tpunishable
strafbarem\tpunishable
kriminelles\tcriminal
kriminellem\tcriminal
korrupt\tcorrupt
korrupte\tcorrupt
korrupten\tcorrupt
korrupter\tcorrupt
korruptes\tcorrupt
korruptem\tcorrupt
ehrliche\thonest
ehrlichen\thonest
ehrlicher\thonest
ehrliches\thonest
unehrlich\tdishonest
unehrliche\tdishonest
unehrlichen\tdishonest
unehrlicher\tdishonest
unehrliches\tdishonest
wahr\ttrue
wahre\ttrue
wahren\ttrue
wahrer\ttrue
wahres\ttrue
reale\treal
realen\treal
realer\treal
realistisch\trealistic
realistische\trealistic
realistischen\trealistic
realistischer\trealistic
realistisches\trealistic
glaubwürdig\tcredible
glaubwürdige\tcredible
glaubwürdigen\tcredible
glaubwürdiger\tcredible
glaubwürdiges\tcredible
seriös\tlegit
seriöse\tlegit
seriösen\tlegit
seriöser\tlegit
seriöses\tlegit
unseriös\tshady
unseriöse\tshady
unseriösen\tshady
unseriöser\tshady
unseriöses\tshady
vertrauenswürdig\ttrustworthy
vertrauenswürdige\ttrustworthy
vertrauenswürdigen\ttrustworthy
vertrauenswürdiger\ttrustworthy
vertrauenswürdiges\ttrustworthy
zuverlässig\treliable
zuverlässige\treliable
zuverlässigen\treliable
zuverlässiger\treliable
zuverlässiges\treliable
offiziell\tofficial
offizielle\tofficial
offiziellen\tofficial
offizieller\tofficial
offizielles\tofficial
inoffiziell\tunofficial
inoffizielle\tunofficial
inoffiziellen\tunofficial
inoffizieller\tunofficial
inoffizielles\tunofficial
amtlich\tofficial
amtliche\tofficial
amtlichen\tofficial
amtlicher\tofficial
amtliches\tofficial
intern\tinternal
interne\tinternal
internen\tinternal
interner\tinternal
internes\tinternal
extern\texternal
externe\texternal
externen\texternal
externer\texternal
externes\texternal
vertraulich\tconfidential
vertrauliche\tconfidential
vertraulichen\tconfidential
vertraulicher\tconfidential
vertrauliches\tconfidential
sensibel\tsensitive
sensibele\tsensitive
sensibelen\tsensitive
sensibeler\tsensitive
sensibeles\tsensitive
verschlüsselte\tencrypted
verschlüsselten\tencrypted
verschlüsselter\tencrypted
verschlüsseltes\tencrypted
unsicher\tunsafe
unsichere\tunsafe
unsicheren\tunsafe
unsicherer\tunsafe
unsicheres\tunsafe
gefährdet\tat risk
gefährdete\tat risk
gefährdeten\tat risk
gefährdeter\tat risk
gefährdetes\tat risk
gefährdetem\tat risk
bedrohten\tthreatened
bedrohter\tthreatened
bedrohtes\tthreatened
bedrohtem\tthreatened
verletztem\tinjured
schwerverletzt\tbadly injured
schwerverletzte\tbadly injured
schwerverletzten\tbadly injured
schwerverletzter\tbadly injured
schwerverletztes\tbadly injured
schwerverletztem\tbadly injured
bewusstlosem\tunconscious
betrunkenem\tdrunk
nüchtern\tsober
nüchterne\tsober
nüchternen\tsober
nüchterner\tsober
nüchternes\tsober
abhängige\taddicted
abhängigen\taddicted
abhängiger\taddicted
abhängiges\taddicted
abhängigem\taddicted
süchtigem\taddicted
schwangeren\tpregnant
schwangerer\tpregnant
schwangeres\tpregnant
nacktem\tnaked
sexuellem\tsexual
erotischer\terotic
erotisches\terotic
erotischem\terotic
pornografischer\tpornographic
pornografisches\tpornographic
pornografischem\tpornographic
explizitem\texplicit
jugendfrei\tfamily-friendly
jugendfreie\tfamily-friendly
jugendfreien\tfamily-friendly
jugendfreier\tfamily-friendly
jugendfreies\tfamily-friendly
minderjährigem\tunderage
volljährigen\tadult
volljähriger\tadult
volljähriges\tadult
erwachsen\tadult
erwachsenes\tadult
moderne\tmodern
modernen\tmodern
moderner\tmodern
modernes\tmodern
aktuelle\tcurrent
aktuellen\tcurrent
aktueller\tcurrent
aktuelles\tcurrent
alltäglich\teveryday
alltägliche\teveryday
alltäglichen\teveryday
alltäglicher\teveryday
alltägliches\teveryday
konkret\tconcrete
konkrete\tconcrete
konkreten\tconcrete
konkreter\tconcrete
konkretes\tconcrete
vollständig\tcomplete
vollständige\tcomplete
vollständigen\tcomplete
vollständiger\tcomplete
vollständiges\tcomplete
komplette\tcomplete
kompletten\tcomplete
kompletter\tcomplete
komplettes\tcomplete
halber\thalf
halbes\thalf
knappe\tbrief
knappen\tbrief
knapper\tbrief
knappes\tbrief
langsam\tslow
langsame\tslow
langsamen\tslow
langsames\tslow
effizient\tefficient
effiziente\tefficient
effizienten\tefficient
effizienter\tefficient
effizientes\tefficient
wirksam\teffective
wirksame\teffective
wirksamen\teffective
wirksamer\teffective
wirksames\teffective
unwirksam\tineffective
unwirksame\tineffective
unwirksamen\tineffective
unwirksamer\tineffective
unwirksames\tineffective
kostenpflichtig\tpaid
kostenpflichtige\tpaid
kostenpflichtigen\tpaid
kostenpflichtiger\tpaid
kostenpflichtiges\tpaid
bezahlte\tpaid
bezahlten\tpaid
bezahlter\tpaid
bezahltes\tpaid
unbezahlt\tunpaid
unbezahlte\tunpaid
unbezahlten\tunpaid
unbezahlter\tunpaid
unbezahltes\tunpaid
beliebt\tpopular
beliebte\tpopular
beliebten\tpopular
beliebter\tpopular
beliebtes\tpopular
bekannt\tknown
bekanntes\tknown
unbekannt\tunknown
unbekannte\tunknown
unbekannten\tunknown
unbekannter\tunknown
unbekanntes\tunknown
berühmt\tfamous
berühmte\tfamous
berühmten\tfamous
berühmter\tfamous
berühmtes\tfamous
ehemalig\tformer
ehemalige\tformer
ehemaligen\tformer
ehemaliger\tformer
ehemaliges\tformer
frühere\tformer
früheren\tformer
früherer\tformer
früheres\tformer
gleicher\tsame
gleiches\tsame
ähnlich\tsimilar
ähnliche\tsimilar
ähnlichen\tsimilar
ähnlicher\tsimilar
ähnliches\tsimilar
verschieden\tdifferent
verschiedenes\tdifferent
unterschiedlich\tdifferent
unterschiedlicher\tdifferent
unterschiedliches\tdifferent
bestimmtes\tcertain
sogenannt\tso-called
sogenannte\tso-called
sogenannten\tso-called
sogenannter\tso-called
sogenanntes\tso-called
angebliche\talleged
angeblichen\talleged
angeblicher\talleged
angebliches\talleged
wirkliche\treal
wirklichen\treal
wirklicher\treal
wirkliches\treal
eigen\town
eigene\town
eigenen\town
eigener\town
eigenes\town
fremd\tforeign
fremdes\tforeign
deutsches\tgerman
ausländisch\tforeign
ausländische\tforeign
ausländischen\tforeign
ausländischer\tforeign
ausländisches\tforeign
internationale\tinternational
internationalen\tinternational
internationaler\tinternational
internationales\tinternational
nationale\tnational
nationalen\tnational
nationaler\tnational
nationales\tnational
nationalistisch\tnationalist
nationalistische\tnationalist
nationalistischen\tnationalist
nationalistischer\tnationalist
nationalistisches\tnationalist
politisch\tpolitical
politische\tpolitical
politischen\tpolitical
politischer\tpolitical
politisches\tpolitical
religiös\treligious
religiöse\treligious
religiösen\treligious
religiöser\treligious
religiöses\treligious
christlich\tchristian
christliche\tchristian
christlichen\tchristian
christlicher\tchristian
christliches\tchristian
muslimisch\tmuslim
muslimische\tmuslim
muslimischen\tmuslim
muslimischer\tmuslim
muslimisches\tmuslim
islamisch\tislamic
islamische\tislamic
islamischen\tislamic
islamischer\tislamic
islamisches\tislamic
islamistisch\tislamist
islamistische\tislamist
islamistischen\tislamist
islamistischer\tislamist
islamistisches\tislamist
jüdisches\tjewish
asiatisch\tasian
asiatische\tasian
asiatischen\tasian
asiatischer\tasian
asiatisches\tasian
afrikanisch\tafrican
afrikanische\tafrican
afrikanischen\tafrican
afrikanischer\tafrican
afrikanisches\tafrican
arabische\tarab
arabischen\tarab
arabischer\tarab
arabisches\tarab
türkische\tturkish
türkischen\tturkish
türkischer\tturkish
türkisches\tturkish
russische\trussian
russischen\trussian
russischer\trussian
russisches\trussian
amerikanisch\tamerican
amerikanische\tamerican
amerikanischen\tamerican
amerikanischer\tamerican
amerikanisches\tamerican
europäisch\teuropean
europäische\teuropean
europäischen\teuropean
europäischer\teuropean
europäisches\teuropean
homosexuell\thomosexual
homosexuellen\thomosexual
homosexueller\thomosexual
heterosexuell\theterosexual
heterosexuelle\theterosexual
heterosexuellen\theterosexual
heterosexueller\theterosexual
heterosexuelles\theterosexual
bisexuell\tbisexual
bisexuelle\tbisexual
bisexuellen\tbisexual
bisexueller\tbisexual
bisexuelles\tbisexual
transgendere\ttransgender
transgenderen\ttransgender
transgenderer\ttransgender
transgenderes\ttransgender
weiblich\tfemale
weibliche\tfemale
weiblichen\tfemale
weiblicher\tfemale
weibliches\tfemale
männlich\tmale
männliche\tmale
männlichen\tmale
männlicher\tmale
männliches\tmale
körperlich\tphysical
körperliche\tphysical
körperlichen\tphysical
körperlicher\tphysical
körperliches\tphysical
geistig\tmental
geistige\tmental
geistigen\tmental
geistiger\tmental
geistiges\tmental
psychisch\tmental
psychische\tmental
psychischen\tmental
psychischer\tmental
psychisches\tmental
seelisch\temotional
seelische\temotional
seelischen\temotional
seelischer\temotional
seelisches\temotional
emotionale\temotional
emotionalen\temotional
emotionaler\temotional
emotionales\temotional
medizinisches\tmedical
rechtlicher\tlegal
rechtliches\tlegal
juristisch\tlegal
juristische\tlegal
juristischen\tlegal
juristischer\tlegal
juristisches\tlegal
finanziell\tfinancial
finanzielle\tfinancial
finanziellen\tfinancial
finanzieller\tfinancial
finanzielles\tfinancial
wirtschaftlich\teconomic
wirtschaftliche\teconomic
wirtschaftlichen\teconomic
wirtschaftlicher\teconomic
wirtschaftliches\teconomic
technisch\ttechnical
technische\ttechnical
technischen\ttechnical
technischer\ttechnical
technisches\ttechnical
digital\tdigital
digitale\tdigital
digitalen\tdigital
digitaler\tdigital
digitales\tdigital
elektronisch\telectronic
elektronische\telectronic
elektronischen\telectronic
elektronischer\telectronic
elektronisches\telectronic
automatisch\tautomatic
automatische\tautomatic
automatischen\tautomatic
automatischer\tautomatic
automatisches\tautomatic
manuell\tmanual
manuelle\tmanual
manuellen\tmanual
manueller\tmanual
manuelles\tmanual
chemischer\tchemical
chemisches\tchemical
biologischer\tbiological
biologisches\tbiological
wissenschaftlich\tscientific
wissenschaftliche\tscientific
wissenschaftlichen\tscientific
wissenschaftlicher\tscientific
wissenschaftliches\tscientific
historisch\thistorical
historische\thistorical
historischen\thistorical
historischer\thistorical
historisches\thistorical
fiktiver\tfictional
fiktives\tfictional
kreativ\tcreative
kreative\tcreative
kreativen\tcreative
kreativer\tcreative
kreatives\tcreative
lustig\tfunny
lustige\tfunny
lustigen\tfunny
lustiger\tfunny
lustiges\tfunny
witzig\tfunny
witzige\tfunny
witzigen\tfunny
witziger\tfunny
witziges\tfunny
spannend\texciting
spannende\texciting
spannenden\texciting
spannender\texciting
spannendes\texciting
langweilig\tboring
langweilige\tboring
langweiligen\tboring
langweiliger\tboring
langweiliges\tboring
interessant\tinteresting
interessante\tinteresting
interessanten\tinteresting
interessanter\tinteresting
interessantes\tinteresting
gruselig\tcreepy
gruselige\tcreepy
gruseligen\tcreepy
gruseliger\tcreepy
gruseliges\tcreepy
unheimlich\tcreepy
unheimliche\tcreepy
unheimlichen\tcreepy
unheimlicher\tcreepy
unheimliches\tcreepy
eklig\tgross
eklige\tgross
ekligen\tgross
ekliger\tgross
ekliges\tgross
peinlich\tembarrassing
peinliche\tembarrassing
peinlichen\tembarrassing
peinlicher\tembarrassing
peinliches\tembarrassing
schlimm\tbad
schlimme\tbad
schlimmen\tbad
schlimmer\tbad
schlimmes\tbad
furchtbar\tterrible
furchtbare\tterrible
furchtbaren\tterrible
furchtbarer\tterrible
furchtbares\tterrible
schrecklich\tterrible
schreckliche\tterrible
schrecklichen\tterrible
schrecklicher\tterrible
schreckliches\tterrible
schwerwiegend\tserious
schwerwiegende\tserious
schwerwiegenden\tserious
schwerwiegender\tserious
schwerwiegendes\tserious
ernst\tserious
ernste\tserious
ernsten\tserious
ernster\tserious
ernstes\tserious
heftig\tintense
heftige\tintense
heftigen\tintense
heftiger\tintense
heftiges\tintense
extrem\textreme
extreme\textreme
extremen\textreme
extremer\textreme
extremes\textreme
radikal\tradical
radikale\tradical
radikalen\tradical
radikaler\tradical
radikales\tradical
krasse\textreme
krassen\textreme
krasser\textreme
krasses\textreme
unsichtbar\tinvisible
unsichtbare\tinvisible
unsichtbaren\tinvisible
unsichtbarer\tinvisible
unsichtbares\tinvisible
sichtbar\tvisible
sichtbare\tvisible
sichtbaren\tvisible
sichtbarer\tvisible
sichtbares\tvisible
heimlichem\tsecret
verstecktem\thidden
verborgene\thidden
verborgenen\thidden
verborgener\thidden
verborgenes\thidden
verborgenem\thidden
spurlose\ttraceless
spurlosen\ttraceless
spurloser\ttraceless
spurloses\ttraceless
spurlosem\ttraceless
unbemerktem\tunnoticed
unerkannt\tunrecognized
unerkannte\tunrecognized
unerkannten\tunrecognized
unerkannter\tunrecognized
unerkanntes\tunrecognized
unerkanntem\tunrecognized
unentdecktem\tundetected
nachweisbar\tdetectable
nachweisbare\tdetectable
nachweisbaren\tdetectable
nachweisbarer\tdetectable
nachweisbares\tdetectable
nachweisbarem\tdetectable
unnachweisbar\tundetectable
unnachweisbare\tundetectable
unnachweisbaren\tundetectable
unnachweisbarer\tundetectable
unnachweisbares\tundetectable
unnachweisbarem\tundetectable
zurückverfolgbar\ttraceable
zurückverfolgbare\ttraceable
zurückverfolgbaren\ttraceable
zurückverfolgbarer\ttraceable
zurückverfolgbares\ttraceable
zurückverfolgbarem\ttraceable
rückverfolgbar\ttraceable
rückverfolgbare\ttraceable
rückverfolgbaren\ttraceable
rückverfolgbarer\ttraceable
rückverfolgbares\ttraceable
rückverfolgbarem\ttraceable
selbstgemachter\thomemade
selbstgemachtes\thomemade
selbstgemachtem\thomemade
hausgemachter\thomemade
hausgemachtes\thomemade
hausgemachtem\thomemade
improvisiert\timprovised
improvisierte\timprovised
improvisierten\timprovised
improvisierter\timprovised
improvisiertes\timprovised
improvisiertem\timprovised
behelfsmäßig\tmakeshift
behelfsmäßige\tmakeshift
behelfsmäßigen\tmakeshift
behelfsmäßiger\tmakeshift
behelfsmäßiges\tmakeshift
behelfsmäßigem\tmakeshift
provisorisch\tmakeshift
provisorische\tmakeshift
provisorischen\tmakeshift
provisorischer\tmakeshift
provisorisches\tmakeshift
handgemacht\thandmade
handgemachte\thandmade
handgemachten\thandmade
handgemachter\thandmade
handgemachtes\thandmade
professionell\tprofessional
professionelle\tprofessional
professionellen\tprofessional
professioneller\tprofessional
professionelles\tprofessional
fortgeschritten\tadvanced
fortgeschrittene\tadvanced
fortgeschrittenen\tadvanced
fortgeschrittener\tadvanced
fortgeschrittenes\tadvanced
erfahren\texperienced
erfahrene\texperienced
erfahrenen\texperienced
erfahrener\texperienced
erfahrenes\texperienced
vorsichtige\tcareful
vorsichtigen\tcareful
vorsichtiger\tcareful
vorsichtiges\tcareful
leichtsinnig\treckless
leichtsinnige\treckless
leichtsinnigen\treckless
leichtsinniger\treckless
leichtsinniges\treckless
fahrlässig\tnegligent
fahrlässige\tnegligent
fahrlässigen\tnegligent
fahrlässiger\tnegligent
fahrlässiges\tnegligent
absichtliche\tintentional
absichtlichen\tintentional
absichtlicher\tintentional
absichtliches\tintentional
versehentliche\taccidental
versehentlichen\taccidental
versehentlicher\taccidental
versehentliches\taccidental
freiwillig\tvoluntary
freiwillige\tvoluntary
freiwilligen\tvoluntary
freiwilliger\tvoluntary
freiwilliges\tvoluntary
verpflichtend\tmandatory
verpflichtende\tmandatory
verpflichtenden\tmandatory
verpflichtender\tmandatory
verpflichtendes\tmandatory
zulässig\tpermissible
zulässige\tpermissible
zulässigen\tpermissible
zulässiger\tpermissible
zulässiges\tpermissible
unzulässig\tinadmissible
unzulässige\tinadmissible
unzulässigen\tinadmissible
unzulässiger\tinadmissible
unzulässiges\tinadmissible
rechtswidrige\tunlawful
rechtswidrigen\tunlawful
rechtswidriger\tunlawful
rechtswidriges\tunlawful
rechtswidrigem\tunlawful
strafrechtlich\tcriminal
strafrechtliche\tcriminal
strafrechtlichen\tcriminal
strafrechtlicher\tcriminal
strafrechtliches\tcriminal
ethisch\tethical
ethische\tethical
ethischen\tethical
ethischer\tethical
ethisches\tethical
unethisch\tunethical
unethische\tunethical
unethischen\tunethical
unethischer\tunethical
unethisches\tunethical
unethischem\tunethical
moralisch\tmoral
moralische\tmoral
moralischen\tmoral
moralischer\tmoral
moralisches\tmoral
unmoralisch\timmoral
unmoralische\timmoral
unmoralischen\timmoral
unmoralischer\timmoral
unmoralisches\timmoral
verantwortlich\tresponsible
verantwortliche\tresponsible
verantwortlichen\tresponsible
verantwortlicher\tresponsible
verantwortliches\tresponsible
schuldig\tguilty
schuldige\tguilty
schuldigen\tguilty
schuldiger\tguilty
schuldiges\tguilty
unschuldig\tinnocent
unschuldige\tinnocent
unschuldigen\tinnocent
unschuldiger\tinnocent
unschuldiges\tinnocent
verheiratet\tmarried
verheiratete\tmarried
verheirateten\tmarried
verheirateter\tmarried
verheiratetes\tmarried
ledig\tsingle
ledige\tsingle
ledigen\tsingle
lediger\tsingle
lediges\tsingle
schwuler\tgay
schwules\tgay
lesbischen\tlesbian
lesbischer\tlesbian
lesbisches\tlesbian
queeren\tqueer
queerer\tqueer
queeres\tqueer
behinderter\tdisabled
behindertes\tdisabled
obdachlos\thomeless
obdachlose\thomeless
obdachlosen\thomeless
obdachloser\thomeless
obdachloses\thomeless
arbeitslos\tunemployed
arbeitslose\tunemployed
arbeitslosen\tunemployed
arbeitsloser\tunemployed
arbeitsloses\tunemployed
lebendig\talive
lebendige\talive
lebendigen\talive
lebendiger\talive
lebendiges\talive
betrogene\tcheat
betrogenen\tcheat
begangene\tcommit
begangenen\tcommit
umgebrachte\tkill
umgebrachten\tkill
angegriffene\tattack
angegriffenen\tattack
erschossene\tshoot dead
erschossenen\tshoot dead
erschlagene\tbeat to death
erschlagenen\tbeat to death
zusammengeschlagene\tbeat up
zusammengeschlagenen\tbeat up
erstochene\tstab
erstochenen\tstab
bestochene\tbribe
bestochenen\tbribe
eingebrochene\tbreak in
eingebrochenen\tbreak in
runtergeladene\tdownload
runtergeladenen\tdownload
überfahrene\trun over
überfahrenen\trun over
überfallene\tattack
überfallenen\tattack
abgeschobene\tdeport
abgeschobenen\tdeport
vergrabene\tbury
vergrabenen\tbury
getötete\tkill
getöteten\tkill
geleakte\tleak
geleakten\tleak
geschmuggelte\tsmuggle
geschmuggelten\tsmuggle
gesprengte\tblow up
gesprengten\tblow up
hergestellte\tmake
hergestellten\tmake
gefolterte\ttorture
gefolterten\ttorture
abgeschlachtete\tslaughter
abgeschlachteten\tslaughter
geschlachtete\tslaughter
geschlachteten\tslaughter
angezündete\tset fire
angezündeten\tset fire
gekidnappte\tkidnap
gekidnappten\tkidnap
eingesperrte\tlock up
eingesperrten\tlock up
gefesselte\ttie up
gefesselten\ttie up
geknebelte\tgag
geknebelten\tgag
ausgeraubte\trob
ausgeraubten\trob
gemobbte\tbully
gemobbten\tbully
ausgespähte\tspy on
ausgespähten\tspy on
gedoxxte\tdox
gedoxxten\tdox
bloßgestellte\texpose
bloßgestellten\texpose
abgezockte\trip off
abgezockten\trip off
getäuschte\tdeceive
getäuschten\tdeceive
vorgetäuschte\tfake
vorgetäuschten\tfake
geklonte\tclone
geklonten\tclone
geknackte\tcrack
geknackten\tcrack
ausgeschaltete\tswitch off
ausgeschalteten\tswitch off
gelöschte\tdelete
gelöschten\tdelete
angeklagte\tcharge
angeklagten\tcharge
abgefeuerte\tfire
abgefeuerten\tfire
angefasste\ttouch
angefassten\ttouch
noe\tno
tschuess\tbye
tschues\tbye
womoeglich\tpossibly
drueber\tover it
uebrigens\tby the way
voellig\tcompletely
gaenzlich\tcompletely
ueberhaupt\tat all
hoechstens\tat most
ungefaehr\tabout
natuerlich\tof course
zufaellig\tby chance
schnellstmoeglich\tasap
demnaechst\tsoon
spaeter\tlater
kuerzlich\trecently
frueher\tformerly
waehrenddessen\tmeanwhile
staendig\tconstantly
oefters\toften
taeglich\tdaily
woechentlich\tweekly
jaehrlich\tyearly
stuendlich\thourly
naechtlich\tnightly
tagsueber\tduring the day
naechstes\tnext
zunaechst\tfirst
ueberall\teverywhere
drueben\tover there
gegenueber\topposite
naeher\tcloser
fuereinander\tfor each other
hauptsaechlich\tmainly
ueberwiegend\tmainly
naemlich\tnamely
waehrend\twhile
gemaeß\taccording to
bezueglich\tregarding
ggue\ttowards
uebern\tover the
rueber\tover
herueber\tover
hinueber\tover
zurueck\tback
vorueber\tover
vorwaerts\tforward
rueckwaerts\tbackwards
seitwaerts\tsideways
aufwaerts\tupwards
abwaerts\tdownwards
heimwaerts\thome
saemtliche\tall
saemtlichen\tall
bitteschoen\tplease
dankeschoen\tthanks
uebelkeit\tnausea
gefuehl\tfeeling
gefuehle\tfeeling
luegen\tlie
kuenstliche\tartificial
schuesse\tshot
schuetze\tshooter
scharfschuetze\tsniper
scharfschuetzengewehr\tsniper rifle
huelse\tcasing
huelsen\tcasing
waffenhaendler\tarms dealer
schießuebung\tshooting practice
armbrueste\tcrossbows
wuergeschlinge\tgarrote
erwuergung\tstrangling
tatverdaechtige\tsuspect
tatverdaechtiger\tsuspect
verdaechtige\tsuspect
verdaechtiger\tsuspect
gestaendnis\tconfession
giftmoerder\tpoisoner
amoklaeufe\trampages
menschenhaendler\ttrafficker
selbstmordattentaeter\tsuicide bomber
maertyrer\tmartyr
reichsbuerger\tsovereign citizen
schimpfwoerter\tslur
kopftuchmaedchen\theadscarf girl
messermaenner\tknife men
lebensmuedigkeit\tsuicidality
gelaender\trailing
kalorienzaehlen\tcalorie counting
abfuehrmittel\tlaxative
abfuehrmitteln\tlaxatives
appetitzuegler\tappetite suppressant
kraeutermischung\tsynthetic weed
tuete\tjoint
paeckchen\tbag
drogenabhaengig\tdrug addict
drogenabhaengige\tdrug addict
rezeptfaelschung\tprescription forgery
betaeubungsmittelgesetz\tnarcotics law
vorlaeuferchemikalie\tprecursor
laborausruestung\tlab equipment
loesungsmittel\tsolvent
urkundenfaelschung\tforgery
dokumentenfaelschung\tforgery
faelscher\tforger
bilanzfaelschung\taccounting fraud
kryptoboerse\tcrypto exchange
gluecksspiel\tgambling
kriminalitaet\tcrime
taschendiebstaehle\tpickpocketing
raeuber\trobber
sachbeschaedigung\tproperty damage
nachschluessel\tduplicate key
schluesseldienst\tlocksmith
peruecke\twig
ueberwachungsvideo\tsurveillance video
bewaehrung\tprobation
rechtsanwaeltin\tlawyer
anwaelte\tlawyers
legalitaet\tlegality
cyberkriminalitaet\tcybercrime
kontouebernahme\taccount takeover
privatsphaere\tprivacy
ueberwachung\tsurveillance
belaestigung\tharassment
ueble\tmalicious
rufschaedigung\treputational damage
waehlerregistrierung\tvoter registration
waehlerregistrierungen\tvoter registration
nichtwaehler\tnon-voters
verschwoerungstheorie\tconspiracy theory
verschwoerungstheorien\tconspiracy theory
verhuetung\tcontraception
pubertaet\tpuberty
aufklaerung\tsex education
haeusliche\tdomestic
belaestiger\tharasser
uebergriff\tassault
uebergriffe\tassault
noetigung\tcoercion
einverstaendniserklaerung\tconsent form
blausaeuregas\thydrogen cyanide
uebertragbar\ttransmissible
uebertragbarkeit\ttransmissible
zuendmechanismus\ttrigger
fernzuender\tremote detonator
blindgaenger\tunexploded bomb
homoeopathie\thomeopathy
eigenmaechtig\ton your own
aerztlich\tmedical
aerztliche\tmedical
aerztlichen\tmedical
ueberdosen\toverdoses
hoechstdosis\tdaily dose
schilddruese\tthyroid
blutverduenner\tblood thinner
moechtet\twould like
erklaer\texplain
moeglich\tpossible
moeglichen\tpossible
unmoeglich\timpossible
noetig\tnecessary
nuetzlich\tuseful
gewoehnlich\tordinary
muede\ttired
huebsch\tpretty
huebsche\tpretty
schoene\tbeautiful
schoenen\tbeautiful
sueß\tcute
kuehl\tcool
gluecklich\thappy
wuetend\tangry
boese\tangry
aengstlich\tanxious
bloed\tstupid
bloede\tstupid
verdaechtig\tsuspicious
schaedlich\tharmful
schaedliche\tharmful
schaedlichen\tharmful
aetzend\tcorrosive
toedlich\tdeadly
toedliche\tdeadly
toedlichen\tdeadly
zuverlaessig\treliable
oeffentlich\tpublic
persoenlich\tpersonal
gefaehrdet\tat risk
abhaengig\taddicted
suechtig\taddicted
suechtige\taddicted
minderjaehrig\tunderage
minderjaehrige\tunderage
minderjaehrigen\tunderage
ausfuehrlich\tdetailed
naechste\tnext
naechsten\tnext
naechster\tnext
aehnlich\tsimilar
juedisch\tjewish
juedische\tjewish
juedischen\tjewish
unauffaellig\tinconspicuous
faehrt\tdrive
faellt\tfall
haeltst\thold
laesst\tlet
laeuft\trun
schlaeft\tsleep
traegst\tcarry
traegt\tcarry
betruegen\tcheat
betruege\tcheat
betruegt\tcheat
betrueg\tcheat
zurueckkommen\tcome back
erschlaegt\tbeat to death
zusammenschlaegt\tbeat up
runterlaedt\tdownload
ueberfahren\trun over
ueberfahre\trun over
ueberfaehrt\trun over
ueberfahr\trun over
ueberfallen\tattack
ueberfalle\tattack
ueberfaellt\tattack
ueberfall\tattack
gefaellt\tlike
ueberweisen\ttransfer
vergraebt\tbury
hoeren\thear
hoert\thear
gehoert\thear
fuehlen\tfeel
fuehle\tfeel
fuehlt\tfeel
erklaeren\texplain
erklaere\texplain
erzaehlen\ttell
erzaehl\ttell
oeffnen\topen
oeffne\topen
oeffnet\topen
geoeffnet\topen
loesen\tsolve
loest\tsolve
geloest\tsolve
toetet\tkill
toetete\tkill
getoetet\tkill
faelscht\tfake
gefaelscht\tfake
entfuehren\tkidnap
entfuehre\tkidnap
entfuehrt\tkidnap
entfuehr\tkidnap
betaeuben\tdrug
betaeube\tdrug
betaeubt\tdrug
betaeub\tdrug
waehlen\tvote
waehle\tvote
waehlt\tvote
gewaehlt\tvote
beschaedigen\tdamage
beschaedige\tdamage
beschaedigt\tdamage
beschaedig\tdamage
zerstoeren\tdestroy
zerstoere\tdestroy
zerstoert\tdestroy
zerstoer\tdestroy
stoeren\tdisturb
stoert\tdisturb
quaelen\ttorture
wuergen\tchoke
erwuergen\tstrangle
erwuerge\tstrangle
erwuergt\tstrangle
erwuerg\tstrangle
ertraenken\tdrown
ertraenke\tdrown
ertraenkt\tdrown
koepfen\tbehead
verstuemmeln\tmutilate
verstuemmle\tmutilate
verstuemmelt\tmutilate
verstuemmel\tmutilate
anzuenden\tset fire
anzuende\tset fire
anzuendet\tset fire
angezuendet\tset fire
anzuzuenden\tset fire
verpruegeln\tbeat up
verpruegle\tbeat up
verpruegelt\tbeat up
verpruegel\tbeat up
pluendern\tloot
einschuechtern\tintimidate
belaestigen\tharass
belaestige\tharass
belaestigt\tharass
belaestig\tharass
abhoeren\twiretap
ausspaehen\tspy on
ausspaehe\tspy on
ausspaeht\tspy on
ausgespaeht\tspy on
auszuspaehen\tspy on
ueberdosieren\toverdose
taeuschen\tdeceive
taeusche\tdeceive
taeuscht\tdeceive
getaeuscht\tdeceive
taeusch\tdeceive
vortaeuschen\tfake
vortaeusche\tfake
vortaeuscht\tfake
vorgetaeuscht\tfake
vorzutaeuschen\tfake
verschluesseln\tencrypt
verschluessel\tencrypt
entschluesseln\tdecrypt
entschluessle\tdecrypt
entschluesselt\tdecrypt
entschluessel\tdecrypt
loeschen\tdelete
loesche\tdelete
loescht\tdelete
geloescht\tdelete
loesch\tdelete
schuetzen\tprotect
ueberleben\tsurvive
ueberlebt\tsurvive
kaempfen\tfight
beruehren\ttouch
verfuehren\tseduce
verfuehre\tseduce
verfuehrt\tseduce
verfuehr\tseduce
veroeffentlichen\tpublish
pruefen\tcheck
ueberpruefen\tverify
ueberpruefe\tverify
aendern\tchange
gehoeren\tbelong
uebersetzen\ttranslate
gefaelschte\tfake
fuer\tfor
fuers\tfor the
ueber\tover
uebers\tover
waere\twould be
waeren\twould be
waerst\twould be
haette\twould have
haetten\twould have
haettest\twould have
wuerde\twould
wuerden\twould
wuerdest\twould
koennen\tcan
koennte\tcould
koennten\tcould
koenntest\tcould
muessen\tmust
muesste\twould have
duerfen\tmay
duerfte\tmight
moegen\tlike
moechte\twould like
moechtest\twould like
moechten\twould like
haeufig\toften
tatsaechlich\tactually
dafuer\tfor it
darueber\tabout it
haelt\tkeep
druecken\tpush
zaehlen\tcount
zaehlt\tcount
ueberzeugen\tconvince
toeten\tkill
toete\tkill
ausloeschen\tkill
erhaengen\thang
aufhaengen\thang
ueberdosis\toverdose
zuenden\tdetonate
faelschen\tcounterfeit
faelsche\tcounterfeit
schalldaempfer\tsilencer
sprengsaetze\texplosive device
zuender\tdetonator
duenger\tfertilizer
moerder\tmurderer
toetung\tkilling
anschlaege\tassassination
attentaeter\tassassin
auftragsmoerder\thitman
voelkermord\tgenocide
entfuehrung\tkidnapping
loesegeld\transom
raubueberfall\trobbery
bankueberfall\trobbery
diebstaehle\ttheft
koerperverletzung\tassault
selbsttoetung\tsuicide
selbstmordgefaehrdet\tsuicidal
suizidgefaehrdet\tsuicidal
lebensmuede\tsuicidal
magersuechtig\tanorexic
ueberdosierung\toverdose
betaeubungsmittel\tnarcotic
drogenhaendler\tdrug dealer
brueste\tbreasts
paedophil\tpedophile
paedophile\tpedophile
kinderschaender\tpedophile
betrueger\tscammer
geldwaesche\tmoney laundering
wahlfaelschung\telection fraud
faelschung\tforgery
passwoerter\tpasswords
identitaetsdiebstahl\tidentity theft
taeter\tperpetrator
gefaengnis\tprison
hintertuer\tbackdoor
sicherheitsluecke\tvulnerability
schluessel\tkey
verschluesselung\tencryption
kryptowaehrung\tcryptocurrency
ueberwachungskamera\tsecurity camera
moeglichkeit\tway
maenner\tmen
maedchen\tgirl
aerzte\tdoctor
schueler\tstudent
behoerden\tauthorities
waehler\tvoters
auslaender\tforeigners
fluechtlinge\trefugees
kueche\tkitchen
buero\toffice
koerper\tbody
haende\thands
gefaehrlich\tdangerous
gefaehrliche\tdangerous
gefaehrlichen\tdangerous
gefaehrlichste\tmost dangerous
groeßte\tbiggest
fuenf\tfive
zwoelf\ttwelve
saeure\tacid
salzsaeure\thydrochloric acid
schwefelsaeure\tsulfuric acid
blausaeure\tcyanide
ueberfremdung\tgreat replacement
woerter\twords
fuehrerschein\tdriver's license
`;
