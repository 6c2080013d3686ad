/**
 * Approximate coordinates [lon, lat] of each department's seat (chef-lieu), the offline address
 * search's last resort for a commune missing from the bundled commune centres
 * (server/geo/data/commune-centres.csv): in practice the overseas collectivities. Values are
 * town-centre approximations (about 0.01°).
 */
export const DEPARTMENT_SEATS: Readonly<Record<string, readonly [number, number]>> = {
  '01': [5.226, 46.205], // Bourg-en-Bresse
  '02': [3.624, 49.564], // Laon
  '03': [3.333, 46.566], // Moulins
  '04': [6.236, 44.092], // Digne-les-Bains
  '05': [6.079, 44.559], // Gap
  '06': [7.262, 43.71], // Nice
  '07': [4.599, 44.735], // Privas
  '08': [4.72, 49.762], // Charleville-Mézières
  '09': [1.607, 42.965], // Foix
  '10': [4.074, 48.297], // Troyes
  '11': [2.353, 43.213], // Carcassonne
  '12': [2.575, 44.35], // Rodez
  '13': [5.37, 43.296], // Marseille
  '14': [-0.37, 49.183], // Caen
  '15': [2.445, 44.926], // Aurillac
  '16': [0.156, 45.649], // Angoulême
  '17': [-1.151, 46.16], // La Rochelle
  '18': [2.398, 47.081], // Bourges
  '19': [1.772, 45.267], // Tulle
  '21': [5.041, 47.322], // Dijon
  '22': [-2.765, 48.514], // Saint-Brieuc
  '23': [1.871, 46.171], // Guéret
  '24': [0.721, 45.184], // Périgueux
  '25': [6.024, 47.238], // Besançon
  '26': [4.892, 44.933], // Valence
  '27': [1.151, 49.024], // Évreux
  '28': [1.489, 48.446], // Chartres
  '29': [-4.097, 47.996], // Quimper
  '2A': [8.738, 41.919], // Ajaccio
  '2B': [9.45, 42.697], // Bastia
  '30': [4.36, 43.837], // Nîmes
  '31': [1.444, 43.605], // Toulouse
  '32': [0.586, 43.646], // Auch
  '33': [-0.579, 44.838], // Bordeaux
  '34': [3.877, 43.611], // Montpellier
  '35': [-1.678, 48.112], // Rennes
  '36': [1.691, 46.81], // Châteauroux
  '37': [0.689, 47.394], // Tours
  '38': [5.724, 45.188], // Grenoble
  '39': [5.554, 46.675], // Lons-le-Saunier
  '40': [-0.5, 43.89], // Mont-de-Marsan
  '41': [1.335, 47.586], // Blois
  '42': [4.387, 45.434], // Saint-Étienne
  '43': [3.885, 45.043], // Le Puy-en-Velay
  '44': [-1.554, 47.218], // Nantes
  '45': [1.909, 47.902], // Orléans
  '46': [1.441, 44.448], // Cahors
  '47': [0.616, 44.203], // Agen
  '48': [3.5, 44.518], // Mende
  '49': [-0.551, 47.473], // Angers
  '50': [-1.09, 49.116], // Saint-Lô
  '51': [4.363, 48.957], // Châlons-en-Champagne
  '52': [5.139, 48.111], // Chaumont
  '53': [-0.77, 48.073], // Laval
  '54': [6.184, 48.692], // Nancy
  '55': [5.16, 48.772], // Bar-le-Duc
  '56': [-2.76, 47.658], // Vannes
  '57': [6.176, 49.119], // Metz
  '58': [3.159, 46.99], // Nevers
  '59': [3.058, 50.63], // Lille
  '60': [2.081, 49.43], // Beauvais
  '61': [0.092, 48.432], // Alençon
  '62': [2.781, 50.291], // Arras
  '63': [3.087, 45.778], // Clermont-Ferrand
  '64': [-0.37, 43.295], // Pau
  '65': [0.078, 43.233], // Tarbes
  '66': [2.895, 42.699], // Perpignan
  '67': [7.752, 48.573], // Strasbourg
  '68': [7.358, 48.079], // Colmar
  '69': [4.835, 45.758], // Lyon
  '70': [6.155, 47.622], // Vesoul
  '71': [4.833, 46.307], // Mâcon
  '72': [0.199, 48.006], // Le Mans
  '73': [5.918, 45.566], // Chambéry
  '74': [6.129, 45.899], // Annecy
  '75': [2.347, 48.859], // Paris
  '76': [1.099, 49.443], // Rouen
  '77': [2.655, 48.539], // Melun
  '78': [2.13, 48.805], // Versailles
  '79': [-0.459, 46.323], // Niort
  '80': [2.296, 49.894], // Amiens
  '81': [2.148, 43.929], // Albi
  '82': [1.355, 44.018], // Montauban
  '83': [5.929, 43.124], // Toulon
  '84': [4.806, 43.949], // Avignon
  '85': [-1.426, 46.67], // La Roche-sur-Yon
  '86': [0.34, 46.58], // Poitiers
  '87': [1.261, 45.834], // Limoges
  '88': [6.45, 48.173], // Épinal
  '89': [3.57, 47.798], // Auxerre
  '90': [6.863, 47.638], // Belfort
  '91': [2.441, 48.629], // Évry-Courcouronnes
  '92': [2.206, 48.892], // Nanterre
  '93': [2.44, 48.908], // Bobigny
  '94': [2.455, 48.79], // Créteil
  '95': [2.101, 49.051], // Pontoise
  '971': [-61.726, 15.998], // Basse-Terre
  '972': [-61.073, 14.616], // Fort-de-France
  '973': [-52.326, 4.938], // Cayenne
  '974': [55.451, -20.882], // Saint-Denis
  '975': [-56.176, 46.778], // Saint-Pierre
  '976': [45.228, -12.781], // Mamoudzou
  '977': [-62.85, 17.897], // Saint-Barthélemy
  '978': [-63.083, 18.068], // Saint-Martin
  '986': [-176.173, -13.282], // Mata-Utu
  '987': [-149.566, -17.535], // Papeete
  '988': [166.458, -22.276], // Nouméa
};
